#include "modelprofile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>
#include <QRegularExpression>

namespace folio {

QString ocrModeName(OcrMode mode) {
    return mode == OcrMode::Grounding ? QStringLiteral("grounding") : QStringLiteral("plain");
}

bool parseOcrMode(const QString& text, OcrMode* mode) {
    if (text == QLatin1String("plain")) *mode = OcrMode::Plain;
    else if (text == QLatin1String("grounding")) *mode = OcrMode::Grounding;
    else return false;
    return true;
}

QString ocrModeInstruction(OcrMode mode) {
    return mode == OcrMode::Grounding ? QStringLiteral("grounding") : QString();
}

QList<OcrMode> ModelProfile::modes() const {
    return grounding ? QList<OcrMode>{OcrMode::Plain, OcrMode::Grounding} : QList<OcrMode>{OcrMode::Plain};
}

QString ModelProfile::capabilities() const {
    const QString generationName =
        generation ? QObject::tr("LightOnOCR-%1").arg(generation) : QObject::tr("unknown LightOnOCR generation");
    return grounding ? QObject::tr("%1: plain text and layout with boxes (grounding)").arg(generationName)
                     : QObject::tr("%1: plain text (no layout boxes)").arg(generationName);
}

ModelProfile profileForModelName(const QString& name) {
    ModelProfile p;
    p.name = name.section(u'/', -1);
    const QString lower = name.toLower();
    static const QRegularExpression numbered(QStringLiteral("lightonocr-(\\d+)-"));
    if (const auto m = numbered.match(lower); m.hasMatch()) p.generation = m.captured(1).toInt();
    else if (lower.contains(QLatin1String("lightonocr-1b"))) p.generation = 1;
    if (p.generation >= 3) {
        p.grounding = true;
        p.longestEdge = lower.contains(QLatin1String("lightonocr-3-1b")) ? 1540 : 2048;
        p.temperature = 0.1;
        p.topP = 1.0;
    }
    return p;
}

ModelProfile profileForModelFolder(const QString& folder) {
    QFile config(QDir(folder).filePath(QStringLiteral("config.json")));
    if (config.open(QIODevice::ReadOnly)) {
        const QString named = QJsonDocument::fromJson(config.readAll()).object().value("_name_or_path").toString();
        if (!named.isEmpty()) {
            const ModelProfile p = profileForModelName(named);
            if (p.generation) return p;
        }
    }
    // The Hub cache keeps a snapshot under models--owner--name/snapshots/<hash>: walk up.
    const QStringList parts = QDir::cleanPath(QDir(folder).absolutePath()).split(u'/', Qt::SkipEmptyParts);
    for (qsizetype i = parts.size() - 1; i >= 0 && i >= parts.size() - 3; --i) {
        const ModelProfile p = profileForModelName(QString(parts[i]).replace(QLatin1String("--"), QLatin1String("/")));
        if (p.generation) return p;
    }
    return profileForModelName(QDir(folder).dirName());
}

QString modeError(const ModelProfile& profile, OcrMode mode) {
    if (mode == OcrMode::Plain || profile.grounding) return {};
    if (profile.generation)
        return QObject::tr("%1 has no grounding mode: layout boxes need a LightOnOCR-3 model. Use plain mode, or "
                           "choose LightOnOCR-3-1B.")
            .arg(profile.name);
    return QObject::tr("Folio cannot tell which LightOnOCR generation “%1” is, so it offers plain mode only: "
                       "grounding needs a LightOnOCR-3 model, named as such in its folder or its config.json.")
        .arg(profile.name);
}

QStringList downloadableModels() {
    return {QStringLiteral("lightonai/LightOnOCR-3-1B"), QStringLiteral("lightonai/LightOnOCR-2-1B")};
}

}  // namespace folio
