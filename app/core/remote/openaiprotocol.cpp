#include "remote/openaiprotocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace folio::remote {

namespace {

QByteArray compact(const QJsonObject& object) { return QJsonDocument(object).toJson(QJsonDocument::Compact); }

ApiError invalid(const QString& message, const QString& param = {}) {
    ApiError e;
    e.message = message;
    e.param = param;
    return e;
}

// Collects the image and the text of the user turns. LightOnOCR reads one page per request.
bool readMessages(const QJsonArray& messages, ChatRequest* out, ApiError* error) {
    QStringList texts;
    int images = 0;
    for (const QJsonValue& messageValue : messages) {
        const QJsonObject message = messageValue.toObject();
        if (!messageValue.isObject() || !message.value("role").isString()) {
            *error = invalid("each message must be an object with a role", "messages");
            return false;
        }
        // LightOnOCR reads a page after an empty system turn, as it was trained: other turns'
        // text is left out (README, "Server"), a role no chat has is refused.
        const QString role = message.value("role").toString();
        if (role == QLatin1String("system") || role == QLatin1String("developer") || role == QLatin1String("assistant")) continue;
        if (role != QLatin1String("user")) {
            *error = invalid(QStringLiteral("unknown message role '%1': use user (system, developer and assistant turns are "
                                            "accepted and left out)")
                                 .arg(role),
                             "messages");
            return false;
        }
        const QJsonValue content = message.value("content");
        if (content.isString()) {
            texts << content.toString();
            continue;
        }
        if (!content.isArray()) {
            *error = invalid("message content must be a string or an array of parts", "messages");
            return false;
        }
        for (const QJsonValue& partValue : content.toArray()) {
            const QJsonObject part = partValue.toObject();
            const QString type = part.value("type").toString();
            if (type == QLatin1String("text")) {
                texts << part.value("text").toString();
            } else if (type == QLatin1String("image_url")) {
                const QJsonValue imageUrl = part.value("image_url");
                const QString url = imageUrl.isString() ? imageUrl.toString() : imageUrl.toObject().value("url").toString();
                if (url.isEmpty()) {
                    *error = invalid("image_url part without a url", "messages");
                    return false;
                }
                if (!url.startsWith(QLatin1String("data:"))) {
                    *error = invalid("only base64 data: URLs are accepted as image_url; this server does not fetch remote images",
                                     "messages");
                    return false;
                }
                out->imageDataUrl = url.toLatin1();
                ++images;
            } else {
                *error = invalid(QStringLiteral("unsupported content part type '%1'").arg(type), "messages");
                return false;
            }
        }
    }
    if (images != 1) {
        *error = invalid(images == 0 ? QStringLiteral("the request holds no image_url part: send the page as a base64 data URL")
                                     : QStringLiteral("the request holds %1 images; send one page per request").arg(images),
                         "messages");
        return false;
    }
    texts.removeAll(QString());
    out->instruction = texts.join('\n');
    return true;
}

// A number parameter: absent or null leaves *out as it is; otherwise it must lie in [low, high]
// (and be an integer when asked).
bool readNumber(const QJsonObject& body, const char* key, double low, double high, bool integer, double* out,
                ApiError* error, const QString& rule) {
    const QJsonValue v = body.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) return true;
    const double n = v.toDouble();
    if (!v.isDouble() || n < low || n > high || (integer && n != double(qint64(n)))) {
        *error = invalid(QStringLiteral("%1 must be %2").arg(QLatin1String(key), rule), QLatin1String(key));
        return false;
    }
    *out = n;
    return true;
}

bool present(const QJsonObject& body, const char* key) {
    const QJsonValue v = body.value(QLatin1String(key));
    return !v.isUndefined() && !v.isNull();
}

bool readSampling(const QJsonObject& body, int maxTokensLimit, ChatRequest* out, ApiError* error) {
    SamplingSettings& s = out->sampling;
    for (const char* key : {"max_tokens", "max_completion_tokens"}) {
        double n = s.maxNewTokens;
        if (!readNumber(body, key, 1, maxTokensLimit, true, &n, error,
                        QStringLiteral("an integer from 1 to %1").arg(maxTokensLimit)))
            return false;
        s.maxNewTokens = int(n);
    }
    if (s.maxNewTokens > maxTokensLimit) s.maxNewTokens = maxTokensLimit;
    // No temperature, or 0, means greedy decoding: the deterministic choice for OCR.
    s.greedy = true;
    if (present(body, "temperature")) {
        if (!readNumber(body, "temperature", 0, 2, false, &s.temperature, error, QStringLiteral("a number from 0 to 2")))
            return false;
        s.greedy = s.temperature == 0;
    }
    if (!readNumber(body, "top_p", 1e-9, 1, false, &s.topP, error, QStringLiteral("a number in (0, 1]"))) return false;
    double topK = 0;
    if (!readNumber(body, "top_k", -1, 1e9, true, &topK, error, QStringLiteral("-1 or 0 (no limit), or a positive integer")))
        return false;
    s.topK = topK < 0 ? 0 : int(topK);
    if (!readNumber(body, "min_p", 0, 1, false, &s.minP, error, QStringLiteral("a number from 0 to 1"))) return false;
    if (!readNumber(body, "repetition_penalty", 1e-9, 100, false, &s.repetitionPenalty, error,
                    QStringLiteral("a number above 0 (1: no penalty)")))
        return false;
    if (!readNumber(body, "presence_penalty", -2, 2, false, &s.presencePenalty, error, QStringLiteral("a number from -2 to 2")))
        return false;
    if (!readNumber(body, "frequency_penalty", -2, 2, false, &s.frequencyPenalty, error, QStringLiteral("a number from -2 to 2")))
        return false;
    double seed = 0;
    if (!readNumber(body, "seed", -9.2e18, 9.2e18, true, &seed, error, QStringLiteral("an integer"))) return false;
    if (present(body, "seed")) {
        s.seed = quint64(qint64(seed));
        out->seeded = true;
    }
    double n = 1;
    if (!readNumber(body, "n", 1, 1, true, &n, error, QStringLiteral("1: this server generates one choice per request")))
        return false;

    const QJsonValue logprobs = body.value("logprobs");
    if (present(body, "logprobs") && !logprobs.isBool()) {
        *error = invalid("logprobs must be a boolean", "logprobs");
        return false;
    }
    double top = 0;
    if (!readNumber(body, "top_logprobs", 0, 20, true, &top, error, QStringLiteral("an integer from 0 to 20"))) return false;
    if (top > 0 && !logprobs.toBool()) {
        *error = invalid("top_logprobs needs \"logprobs\": true", "top_logprobs");
        return false;
    }
    s.logprobs = logprobs.toBool() ? int(top) : -1;

    const QJsonValue stop = body.value("stop");
    if (stop.isString()) {
        out->stop << stop.toString();
    } else if (stop.isArray()) {
        for (const QJsonValue& item : stop.toArray()) {
            if (!item.isString()) {
                *error = invalid("stop must be a string or an array of strings", "stop");
                return false;
            }
            out->stop << item.toString();
        }
    } else if (present(body, "stop")) {
        *error = invalid("stop must be a string or an array of strings", "stop");
        return false;
    }
    out->stop.removeAll(QString());
    return true;
}

// Parameters that would change the answer in ways this server cannot honour: refused by name.
bool refuseUnsupported(const QJsonObject& body, ApiError* error) {
    const QJsonValue format = body.value("response_format");
    if (present(body, "response_format") && format.toObject().value("type").toString() != QLatin1String("text")) {
        *error = invalid("response_format: only {\"type\": \"text\"} is supported; this server does not constrain output to "
                         "JSON",
                         "response_format");
        return false;
    }
    const QJsonValue bias = body.value("logit_bias");
    if (present(body, "logit_bias") && !(bias.isObject() && bias.toObject().isEmpty())) {
        *error = invalid("logit_bias is not supported by this server", "logit_bias");
        return false;
    }
    for (const char* key : {"tools", "functions"}) {
        const QJsonValue v = body.value(QLatin1String(key));
        if (present(body, key) && !(v.isArray() && v.toArray().isEmpty())) {
            *error = invalid(QStringLiteral("%1: tool calling is not supported by this OCR server").arg(QLatin1String(key)),
                             QLatin1String(key));
            return false;
        }
    }
    for (const char* key : {"tool_choice", "function_call"}) {
        const QJsonValue v = body.value(QLatin1String(key));
        if (present(body, key) && v.toString() != QLatin1String("none")) {
            *error = invalid(QStringLiteral("%1: tool calling is not supported by this OCR server").arg(QLatin1String(key)),
                             QLatin1String(key));
            return false;
        }
    }
    for (const char* key : {"stream", "logprobs"}) {
        if (present(body, key) && !body.value(QLatin1String(key)).isBool()) {
            *error = invalid(QStringLiteral("%1 must be a boolean").arg(QLatin1String(key)), QLatin1String(key));
            return false;
        }
    }
    if (present(body, "stream_options") && !body.value("stream_options").isObject()) {
        *error = invalid("stream_options must be an object", "stream_options");
        return false;
    }
    if (present(body, "stream_options") && !body.value("stream").toBool(false)) {  // as vLLM refuses it
        *error = invalid("stream_options can only be given with \"stream\": true", "stream_options");
        return false;
    }
    return true;
}

}  // namespace

std::optional<ChatRequest> parseChatRequest(const QByteArray& body, int maxTokensLimit, ApiError* error) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = invalid(QStringLiteral("the request body is not valid JSON: %1 at byte %2")
                             .arg(parseError.errorString())
                             .arg(parseError.offset));
        return std::nullopt;
    }
    if (!document.isObject()) {
        *error = invalid("the request body must be a JSON object");
        return std::nullopt;
    }
    const QJsonObject object = document.object();
    ChatRequest request;
    const QJsonValue model = object.value("model");
    if (!model.isUndefined() && !model.isNull() && !model.isString()) {
        *error = invalid("model must be a string", "model");
        return std::nullopt;
    }
    request.model = model.toString();
    if (!object.value("messages").isArray() || object.value("messages").toArray().isEmpty()) {
        *error = invalid("messages must be a non-empty array", "messages");
        return std::nullopt;
    }
    if (!readMessages(object.value("messages").toArray(), &request, error)) return std::nullopt;
    if (!refuseUnsupported(object, error)) return std::nullopt;
    if (!readSampling(object, maxTokensLimit, &request, error)) return std::nullopt;
    request.stream = object.value("stream").toBool(false);
    request.includeUsage = object.value("stream_options").toObject().value("include_usage").toBool(false);
    for (const QJsonValue& language : object.value("languages").toArray()) request.languages << language.toString();
    return request;
}

QByteArray buildChatRequest(const OcrRequest& request, const QString& model, const QByteArray& imageDataUrl,
                            bool stream) {
    QJsonArray content{QJsonObject{{"type", "image_url"},
                                   {"image_url", QJsonObject{{"url", QString::fromLatin1(imageDataUrl)}}}}};
    if (!request.instruction.isEmpty()) content.append(QJsonObject{{"type", "text"}, {"text", request.instruction}});
    QJsonObject body{{"messages", QJsonArray{QJsonObject{{"role", "user"}, {"content", content}}}},
                     {"max_tokens", request.sampling.maxNewTokens},
                     {"temperature", request.sampling.greedy ? 0.0 : request.sampling.temperature},
                     {"top_p", request.sampling.greedy ? 1.0 : request.sampling.topP},
                     {"stream", stream}};
    if (!model.isEmpty()) body.insert("model", model);
    if (!request.sampling.greedy && request.sampling.seed) body.insert("seed", qint64(request.sampling.seed));
    if (stream) body.insert("stream_options", QJsonObject{{"include_usage", true}});
    if (request.sampling.logprobs >= 0) {
        body.insert("logprobs", true);
        if (request.sampling.logprobs > 0) body.insert("top_logprobs", request.sampling.logprobs);
    }
    if (!request.languages.isEmpty()) body.insert("languages", QJsonArray::fromStringList(request.languages));
    return compact(body);
}

QString finishReasonName(OcrOutcome outcome) {
    switch (outcome) {
    case OcrOutcome::Truncated: return QStringLiteral("length");
    case OcrOutcome::Looped: return QStringLiteral("loop");
    case OcrOutcome::Cancelled: return QStringLiteral("abort");
    default: return QStringLiteral("stop");
    }
}

QString apiFinishReason(OcrOutcome outcome) {
    return outcome == OcrOutcome::Looped ? QStringLiteral("length") : finishReasonName(outcome);
}

QJsonValue apiStopReason(OcrOutcome outcome) {
    return outcome == OcrOutcome::Looped ? QJsonValue(QStringLiteral("loop")) : QJsonValue(QJsonValue::Null);
}

OcrOutcome outcomeFromFinishReason(const QString& reason) {
    if (reason == QLatin1String("length")) return OcrOutcome::Truncated;
    if (reason == QLatin1String("loop")) return OcrOutcome::Looped;
    if (reason == QLatin1String("abort")) return OcrOutcome::Cancelled;
    return OcrOutcome::Finished;
}

namespace {
QJsonObject usage(const OcrResult& result) {
    return {{"prompt_tokens", result.promptTokens},
            {"completion_tokens", result.generatedTokens},
            {"total_tokens", result.promptTokens + result.generatedTokens}};
}
QJsonObject envelope(const CompletionIdentity& identity, const char* object) {
    return {{"id", identity.id}, {"object", object}, {"created", identity.created}, {"model", identity.model}};
}
QJsonObject logprobEntry(const TokenLogprob& entry) {
    QJsonArray bytes;
    for (char byte : entry.bytes) bytes.append(int(static_cast<unsigned char>(byte)));
    return {{"token", entry.token}, {"logprob", entry.logprob}, {"bytes", bytes}};
}
// choices[].logprobs: {"content": [{token, logprob, bytes, top_logprobs: [...]}, ...]}, or null.
QJsonValue logprobsValue(const QList<TokenLogprobs>* logprobs) {
    if (!logprobs) return QJsonValue::Null;
    QJsonArray content;
    for (const TokenLogprobs& token : *logprobs) {
        QJsonObject entry = logprobEntry(token.chosen);
        QJsonArray top;
        for (const TokenLogprob& alternative : token.top) top.append(logprobEntry(alternative));
        entry.insert("top_logprobs", top);
        content.append(entry);
    }
    return QJsonObject{{"content", content}};
}
}  // namespace

QByteArray completionBody(const CompletionIdentity& identity, const OcrResult& result, const QList<TokenLogprobs>* logprobs) {
    QJsonObject body = envelope(identity, "chat.completion");
    body.insert("choices", QJsonArray{QJsonObject{{"index", 0},
                                                  {"message", QJsonObject{{"role", "assistant"}, {"content", result.text}}},
                                                  {"logprobs", logprobsValue(logprobs)},
                                                  {"finish_reason", apiFinishReason(result.outcome)},
                                                  {"stop_reason", apiStopReason(result.outcome)}}});
    body.insert("usage", usage(result));
    return compact(body);
}

QByteArray chunkBody(const CompletionIdentity& identity, const QString& delta, bool firstChunk,
                     const QList<TokenLogprobs>* logprobs) {
    QJsonObject deltaObject{{"content", delta}};
    if (firstChunk) deltaObject.insert("role", "assistant");
    QJsonObject body = envelope(identity, "chat.completion.chunk");
    body.insert("choices", QJsonArray{QJsonObject{{"index", 0},
                                                  {"delta", deltaObject},
                                                  {"logprobs", logprobsValue(logprobs)},
                                                  {"finish_reason", QJsonValue()}}});
    return compact(body);
}

QByteArray finalChunkBody(const CompletionIdentity& identity, const OcrResult& result, const QList<TokenLogprobs>* logprobs) {
    QJsonObject body = envelope(identity, "chat.completion.chunk");
    body.insert("choices", QJsonArray{QJsonObject{{"index", 0},
                                                  {"delta", QJsonObject{}},
                                                  {"logprobs", logprobsValue(logprobs)},
                                                  {"finish_reason", apiFinishReason(result.outcome)},
                                                  {"stop_reason", apiStopReason(result.outcome)}}});
    return compact(body);
}

QByteArray usageChunkBody(const CompletionIdentity& identity, const OcrResult& result) {
    QJsonObject body = envelope(identity, "chat.completion.chunk");
    body.insert("choices", QJsonArray{});
    body.insert("usage", usage(result));
    return compact(body);
}

std::optional<CompletionPart> parseCompletionPart(const QByteArray& json, QString* problem) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject()) {
        *problem = QStringLiteral("the server's answer is not a JSON object (%1)").arg(parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject object = document.object();
    CompletionPart part;
    if (object.value("error").isObject()) {
        const QJsonObject e = object.value("error").toObject();
        ApiError error;
        error.message = e.value("message").toString();
        error.type = e.value("type").toString();
        error.httpStatus = e.value("code").isDouble() ? e.value("code").toInt() : 0;
        part.error = error;
        return part;
    }
    if (object.value("usage").isObject()) {
        part.completionTokens = object.value("usage").toObject().value("completion_tokens").toInt(-1);
        part.promptTokens = object.value("usage").toObject().value("prompt_tokens").toInt(0);
    }
    const QJsonArray choices = object.value("choices").toArray();
    if (choices.isEmpty()) {
        if (part.completionTokens >= 0) return part;  // the usage-only chunk of a stream
        *problem = QStringLiteral("the server's answer holds no choices");
        return std::nullopt;
    }
    const QJsonObject choice = choices.first().toObject();
    part.finishReason = choice.value("finish_reason").toString();
    // A Folio server says a looped page in vLLM's stop_reason (an older one said finish_reason "loop").
    if (!part.finishReason.isEmpty() && choice.value("stop_reason").toString() == QLatin1String("loop"))
        part.finishReason = QStringLiteral("loop");
    if (choice.value("message").isObject())
        part.text = choice.value("message").toObject().value("content").toString();
    else
        part.text = choice.value("delta").toObject().value("content").toString();
    const auto readToken = [](const QJsonObject& t) {
        TokenLogprob token{t.value("token").toString(), {}, t.value("logprob").toDouble()};
        const QJsonArray bytes = t.value("bytes").toArray();
        for (const QJsonValue& b : bytes) token.bytes.append(char(b.toInt()));
        if (bytes.isEmpty()) token.bytes = token.token.toUtf8();
        return token;
    };
    for (const QJsonValue& entry : choice.value("logprobs").toObject().value("content").toArray()) {
        TokenLogprobs token{readToken(entry.toObject()), {}};
        for (const QJsonValue& top : entry.toObject().value("top_logprobs").toArray()) token.top << readToken(top.toObject());
        part.logprobs << token;
    }
    return part;
}

}  // namespace folio::remote
