#pragma once

// Which script a text is in, for the suites that check a screen's language:
// what a Bengali screen may show in Latin script (the names, acronyms, units,
// file formats and formula symbols that stay Latin (GLOSSARY), and key names
// as printed on the keyboard; code spans are the caller's to take out first),
// and whether a text has Bengali letters.

#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

#include <algorithm>

// Names (the app, libraries, products, models, people, pipeline schedules and
// JAX's jit, as "jit করা ফাংশন" names a jitted function), acronyms,
// units, image and file formats, formula symbols (t_f, t_W, GPU i) and the
// language switch's own name for English.
inline const QSet<QString> &allowedLatinWords()
{
    using namespace Qt::StringLiterals;
    static const QSet<QString> words{
        u"ScaleStudy"_s, u"API"_s,         u"JAX"_s,         u"NVIDIA"_s, u"GPU"_s,
        u"GPUs"_s,       u"CPU"_s,         u"TPU"_s,         u"XLA"_s,    u"cuDNN"_s,
        u"NVLink"_s,     u"NVSwitch"_s,    u"Megatron"_s,    u"LM"_s,     u"GPipe"_s,
        u"PipeDream"_s,  u"Flush"_s,       u"1F1B"_s,        u"ZB"_s,     u"H1"_s,
        u"Orbax"_s,      u"StableHLO"_s,   u"NumPy"_s,       u"Flax"_s,   u"NNX"_s,
        u"AOT"_s,        u"HBM"_s,         u"English"_s,     u"A100"_s,   u"H100"_s,
        u"H200"_s,       u"GB"_s,          u"GiB"_s,         u"MiB"_s,    u"KiB"_s,
        u"MB"_s,         u"Adam"_s,        u"Optax"_s,       u"MLP"_s,    u"Shoeybi"_s,
        u"Narayanan"_s,  u"Python"_s,      u"jaxlib"_s,      u"CUDA"_s,   u"Docker"_s,
        u"Ampere"_s,     u"scikit"_s,      u"learn"_s,       u"OpenCV"_s, u"pandas"_s,
        u"Noto"_s,       u"Sans"_s,        u"Bengali"_s,     u"Debian"_s, u"fonts"_s,
        u"noto"_s,       u"core"_s,        u"p"_s,           u"m"_s,      u"v"_s,
        u"r"_s,          u"B"_s,           u"N"_s,           u"T"_s,      u"S"_s,
        u"d"_s,          u"i"_s,           u"t"_s,           u"f"_s,      u"b"_s,
        u"F"_s,          u"W"_s,           u"PNG"_s,         u"SVG"_s,    u"PDF"_s,
        u"HTML"_s,       u"JSON"_s,        u"DeepSpeed"_s,   u"ZeRO"_s,   u"BatchNorm"_s,
        u"RNG"_s,        u"KV"_s,          u"H2"_s,          u"Qi"_s,     u"Llama"_s,
        u"Ainslie"_s,    u"Rajbhandari"_s, u"Korthikanti"_s, u"NCCL"_s,   u"InfiniBand"_s,
        u"NDR"_s,        u"HDR"_s,         u"PCIe"_s,        u"FSDP"_s,   u"jit"_s,
        u"Moodle"_s,     u"XML"_s,         u"GIFT"_s,        u"Aiken"_s,
    };
    return words;
}

// The Latin words and numbers of text that are not allowed above, once key
// names ("Ctrl+Shift+L", the access key of "কুইজ (&Q)") are taken out: they stay as printed on the keyboard.
inline QStringList unexpectedLatinWords(QString text)
{
    using namespace Qt::StringLiterals;
    static const QRegularExpression latin(u"[A-Za-z0-9]+"_s);
    static const QRegularExpression shortcut(
        u"\\b(?:Ctrl|Shift|Alt|Meta)(?:\\+(?:Ctrl|Shift|Alt|Meta))*\\+[A-Za-z0-9]+\\b"_s);
    text.remove(shortcut);
    // An access key in brackets, "কুইজ (&Q)": a key as printed on the keyboard.
    static const QRegularExpression accessKey(u"\\(&[A-Za-z0-9]\\)"_s);
    text.remove(accessKey);
    QStringList found;
    for (auto it = latin.globalMatch(text); it.hasNext();) {
        const QString word = it.next().captured();
        if (!allowedLatinWords().contains(word))
            found << word;
    }
    return found;
}

inline bool hasBengaliLetters(const QString &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x0980 && c.unicode() <= 0x09FF; });
}
