#include "core/readonlycopy.h"

#include "core/reviewstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

ReadOnlyCopy::ReadOnlyCopy(const QString &progressFilePath)
    : m_progressFilePath(progressFilePath)
{
    if (!m_folder.isValid())
        return;
    const QDir copies(m_folder.path());
    const QString progressCopy = copies.filePath(QFileInfo(progressFilePath).fileName());
    const QString reviews = ReviewStore::filePathBeside(progressFilePath);
    const QString reviewsCopy = ReviewStore::filePathBeside(progressCopy);

    const std::pair<QString, QString> files[] = {{progressFilePath, progressCopy},
                                                 {reviews, reviewsCopy},
                                                 {ReviewStore::journalPathBeside(reviews),
                                                  ReviewStore::journalPathBeside(reviewsCopy)}};
    for (const auto &[original, copy] : files) {
        // A file that is not there (a first start) or cannot be read is not
        // there for the copy either: it loads as the original would.
        if (QFileInfo::exists(original))
            QFile::copy(original, copy);
    }
    m_progressFilePath = progressCopy;
}
