// One interface for every way Folio runs OCR: the local engine (libtorch on this machine) and a
// remote OpenAI-compatible server (vLLM, SGLang, another folio serve). Lives on the GUI thread;
// implementations do their work elsewhere and report through queued signals.
#pragma once

#include <QImage>
#include <QObject>
#include <QRandomGenerator>
#include <QString>
#include <QStringList>
#include <QUuid>

namespace folio {

struct SamplingSettings {
    bool greedy = true;
    double temperature = 0.2;
    double topP = 0.9;
    // Sampling is seeded from the system's entropy unless a request names its seed, so two
    // requests without one do not give the same text.
    quint64 seed = QRandomGenerator::system()->generate64();
    int maxNewTokens = 4096;
    // As vLLM's server defines them; the defaults change nothing.
    int topK = 0;                   // keep the k most likely tokens; 0: all
    double minP = 0;                // drop tokens below min_p times the likeliest one's probability
    double repetitionPenalty = 1;   // > 1 discourages tokens of the prompt and the output
    double presencePenalty = 0;     // subtracted from the logit of every token already generated
    double frequencyPenalty = 0;    // subtracted once per earlier occurrence
    int logprobs = -1;              // -1: none; else report each token's log-probability and this many alternatives
};

// One token's log-probability as the OpenAI API reports it.
struct TokenLogprob {
    QString token;     // its text (bytes that are not valid UTF-8 alone become U+FFFD)
    QByteArray bytes;  // its raw bytes
    double logprob = 0;
};
struct TokenLogprobs {
    TokenLogprob chosen;
    QList<TokenLogprob> top;  // the likeliest tokens, best first
};

struct OcrRequest {
    QUuid jobId = QUuid::createUuid();
    QImage image;            // the page or the region's crop, any format (converted to RGB)
    QStringList languages;   // ISO 639-1 hints ("fr", "zh"); empty = automatic
    QString instruction;     // optional text after the image
    SamplingSettings sampling;
};

// Truncated: cut at the token limit; Looped: stopped because the text kept repeating itself.
enum class OcrOutcome { Finished, Truncated, Looped, Cancelled, Failed };

struct OcrResult {
    QUuid jobId;
    QString text;        // the model's Markdown, verbatim
    OcrOutcome outcome = OcrOutcome::Finished;
    QString error;       // in words, when Failed
    int generatedTokens = 0;
    int promptTokens = 0;      // the prompt's tokens (image tokens included), when the backend knows them
    bool invalidRequest = false;  // Failed because of the request itself (e.g. longer than the context), not the backend
    double seconds = 0;
};

class OcrBackend : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~OcrBackend() override = default;

    // Human-readable description ("local engine on NVIDIA H200", "http://gpu-box:8000").
    virtual QString describe() const = 0;
    // Queues a request; returns at once. Exactly one finished() follows for each jobId.
    virtual void submit(const OcrRequest& request) = 0;
    // Stops a job as soon as possible; finished() then reports Cancelled.
    virtual void cancel(const QUuid& jobId) = 0;

signals:
    // The backend began working on a job (the local engine admitted it; a remote request went out),
    // before its first textAppended: reading a page takes a while before its first words.
    void started(const QUuid& jobId);
    void textAppended(const QUuid& jobId, const QString& delta);
    // A token's log-probabilities (only when the request asked for them), before the
    // textAppended that holds its text.
    void logprobsAppended(const QUuid& jobId, const folio::TokenLogprobs& logprobs);
    void finished(const folio::OcrResult& result);
};

}  // namespace folio

Q_DECLARE_METATYPE(folio::OcrResult)
