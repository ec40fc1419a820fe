#pragma once

#include <QString>
#include <QTemporaryDir>

// What a copy of ScaleStudy that may not save reads: the progress and review
// files copied into a temporary folder. Loading may change the files it reads
// (a damaged file set aside, a journal of another generation moved away,
// leftover temporary files removed); on the copies it cannot touch the data
// folder another running copy is using.
class ReadOnlyCopy
{
public:
    explicit ReadOnlyCopy(const QString &progressFilePath);

    // The progress file's path among the copies; the original path when the
    // temporary folder could not be made (saving stays off either way).
    QString progressFilePath() const { return m_progressFilePath; }

private:
    QTemporaryDir m_folder;
    QString m_progressFilePath;
};
