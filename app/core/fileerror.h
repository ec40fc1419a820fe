#pragma once

#include <QCoreApplication>
#include <QString>

// Why a file could not be read or written, described to the learner in the
// current language. The common errno values have words of their own; the
// system's text (English, whatever the language) is kept only as a last
// resort for reasons this list does not know.
struct FileError
{
    Q_DECLARE_TR_FUNCTIONS(FileError)

public:
    enum class Kind {
        DiskFull,
        FileTooLarge,
        NoPermission,
        ReadOnly,
        NotFound,
        NotAFolder,
        IsAFolder,
        LinkLoop,
        DeviceError,
        TooManyOpenFiles,
        NameTooLong,
        Incomplete,
        Other
    };

    Kind kind = Kind::Other;
    QString systemText;

    static FileError fromErrno(int error, const QString &systemText);
    // Translated at call time, so a message built from it follows a language switch.
    QString describe() const;
};
