// The languages LightOnOCR reads: the one list the language hints, the settings, the spelling
// dictionaries and the decoding constraint all take theirs from.
#pragma once

#include <folio/engine/engine.h>

#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>

namespace folio {

struct OcrLanguage {
    QString code;       // ISO 639-1
    const char* name;   // English; ocrLanguageName() translates it
    std::uint8_t scripts;  // the engine's Script bits: what a hint of this language lets the model write
};

const QList<OcrLanguage>& ocrLanguages();
QStringList ocrLanguageCodes();
// The language's name in the interface language ("German", "Deutsch"); "?" for an unknown code.
QString ocrLanguageName(const QString& code);
// The scripts these hints allow (SamplingOptions::allowed_scripts), Latin always included (CJK
// pages carry names, units and code); 0 (no constraint) for no hints or a language this list
// does not describe.
std::uint8_t scriptsForLanguages(const QStringList& codes);

}  // namespace folio
