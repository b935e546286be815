// What a LightOnOCR checkpoint can do, told from its name: the generation, whether it has the
// grounding mode (layout blocks with boxes: LightOnOCR-3 only), its page size and the model
// card's sampling. A model whose name does not say its generation is offered plain mode only:
// grounding output from a model never trained on it would be garbage, so it is never guessed.
#pragma once

#include <QString>
#include <QStringList>

namespace folio {

enum class OcrMode { Plain, Grounding };

QString ocrModeName(OcrMode mode);  // "plain", "grounding"
bool parseOcrMode(const QString& text, OcrMode* mode);

// The text sent after the image in the user turn for `mode` (empty for plain).
QString ocrModeInstruction(OcrMode mode);

struct ModelProfile {
    QString name;            // the checkpoint's name as found ("LightOnOCR-3-1B"), or the folder's
    int generation = 0;      // 1, 2, 3; 0 when the name does not say
    bool grounding = false;
    int longestEdge = 1540;  // pixels the model was trained on
    double temperature = 0.2;
    double topP = 0.9;

    QList<OcrMode> modes() const;
    // For the model panel: "LightOnOCR-3: plain text and layout (grounding)".
    QString capabilities() const;
};

// From a Hub repository or served model name: "lightonai/LightOnOCR-2-1B", "LightOnOCR-3-1B-bf16".
ModelProfile profileForModelName(const QString& name);

// From a model folder: the name in its config.json (_name_or_path), else its folder names (a Hub
// cache path "models--lightonai--LightOnOCR-3-1B/snapshots/<hash>" included).
ModelProfile profileForModelFolder(const QString& folder);

// Empty when `profile` has `mode`; otherwise the error to show, naming the model and the way out.
QString modeError(const ModelProfile& profile, OcrMode mode);

// The checkpoints the downloader offers, newest first.
QStringList downloadableModels();

}  // namespace folio
