// The OpenAI chat-completions wire format as vLLM and SGLang serve LightOnOCR, shared by the
// client (RemoteBackend) and the server (OpenAiServer) so both sides agree by construction.
// One page per request: messages=[{role:user, content:[{type:image_url, image_url:{url:
// "data:image/png;base64,..."}}, optional {type:text, text:instruction}]}].
// Folio extension: "languages": ["fr","en"] carries OcrRequest::languages (vLLM ignores it).
#pragma once

#include <QJsonValue>

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

#include "jobs/ocrbackend.h"
#include "remote/apierror.h"

namespace folio::remote {

// A chat-completion request as the server understands it, before its image is decoded.
struct ChatRequest {
    QString model;          // empty when the client sent none
    QByteArray imageDataUrl;
    QString instruction;    // text parts of the user turn, joined
    QStringList languages;
    SamplingSettings sampling;
    QStringList stop;       // "stop": the output ends before the first of these
    bool seeded = false;    // the client sent a seed
    bool stream = false;
    bool includeUsage = false;  // stream_options.include_usage
};

// Parses and validates a request body; on failure returns the 400 error to send, naming the
// parameter. Every parameter of the OpenAI API that changes the output either works or is
// refused (response_format other than text, logit_bias, tools, n > 1); none is ignored.
// maxTokensLimit bounds max_tokens.
std::optional<ChatRequest> parseChatRequest(const QByteArray& body, int maxTokensLimit, ApiError* error);

// Builds the request body the client sends for one page.
QByteArray buildChatRequest(const OcrRequest& request, const QString& model, const QByteArray& imageDataUrl,
                            bool stream);

// Folio's own name for how a page ended, in its outputs and saved results: "stop", "length"
// (Truncated), "loop" (Looped) or "abort" (Cancelled); Failed has no finish reason.
QString finishReasonName(OcrOutcome outcome);
OcrOutcome outcomeFromFinishReason(const QString& reason);
// The API's: "finish_reason" takes only OpenAI's values (typed clients refuse others), so a
// looped page is "length" (cut, not ended) with vLLM's extra "stop_reason": "loop".
QString apiFinishReason(OcrOutcome outcome);
QJsonValue apiStopReason(OcrOutcome outcome);

struct CompletionIdentity {
    QString id;       // "chatcmpl-..."
    QString model;
    qint64 created = 0;  // seconds since the epoch
};

// logprobs: nullptr when the request asked for none (the field is then null, as in vLLM).
QByteArray completionBody(const CompletionIdentity& identity, const OcrResult& result,
                          const QList<TokenLogprobs>* logprobs = nullptr);
QByteArray chunkBody(const CompletionIdentity& identity, const QString& delta, bool firstChunk,
                     const QList<TokenLogprobs>* logprobs = nullptr);
QByteArray finalChunkBody(const CompletionIdentity& identity, const OcrResult& result,
                          const QList<TokenLogprobs>* logprobs = nullptr);
QByteArray usageChunkBody(const CompletionIdentity& identity, const OcrResult& result);

// What the client reads back from a non-streaming answer or from one streamed chunk.
struct CompletionPart {
    QString text;                 // whole text (non-streaming) or delta (chunk)
    QString finishReason;         // empty while a stream continues; "loop" where stop_reason says so
    int completionTokens = -1;    // from "usage", -1 when absent
    int promptTokens = 0;         // from "usage", 0 when absent
    QList<TokenLogprobs> logprobs;  // "logprobs.content" of the choice, when the request asked for them
    std::optional<ApiError> error;  // an {"error":...} object in place of a completion
};
// Returns nullopt (and the reason in *problem) when the JSON is not a completion, chunk or error.
std::optional<CompletionPart> parseCompletionPart(const QByteArray& json, QString* problem);

}  // namespace folio::remote
