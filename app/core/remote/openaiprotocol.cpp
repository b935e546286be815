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
        if (message.value("role").toString() != QLatin1String("user")) continue;
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

bool readSampling(const QJsonObject& body, int maxTokensLimit, ChatRequest* out, ApiError* error) {
    SamplingSettings& s = out->sampling;
    for (const char* key : {"max_tokens", "max_completion_tokens"}) {
        const QJsonValue v = body.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) continue;
        const double n = v.toDouble(-1);
        if (!v.isDouble() || n != double(qint64(n)) || n < 1 || n > maxTokensLimit) {
            *error = invalid(QStringLiteral("%1 must be an integer from 1 to %2").arg(QLatin1String(key)).arg(maxTokensLimit),
                             QLatin1String(key));
            return false;
        }
        s.maxNewTokens = int(n);
    }
    if (s.maxNewTokens > maxTokensLimit) s.maxNewTokens = maxTokensLimit;
    // No temperature, or 0, means greedy decoding: the deterministic choice for OCR.
    const QJsonValue temperature = body.value("temperature");
    s.greedy = true;
    if (!temperature.isUndefined() && !temperature.isNull()) {
        if (!temperature.isDouble() || temperature.toDouble() < 0 || temperature.toDouble() > 2) {
            *error = invalid("temperature must be a number from 0 to 2", "temperature");
            return false;
        }
        s.temperature = temperature.toDouble();
        s.greedy = s.temperature == 0;
    }
    const QJsonValue topP = body.value("top_p");
    if (!topP.isUndefined() && !topP.isNull()) {
        if (!topP.isDouble() || topP.toDouble() <= 0 || topP.toDouble() > 1) {
            *error = invalid("top_p must be a number in (0, 1]", "top_p");
            return false;
        }
        s.topP = topP.toDouble();
    }
    const QJsonValue seed = body.value("seed");
    if (seed.isDouble()) s.seed = quint64(seed.toInteger());
    const QJsonValue n = body.value("n");
    if (!n.isUndefined() && !n.isNull() && n.toInt() != 1) {
        *error = invalid("only n=1 is supported", "n");
        return false;
    }
    return true;
}

}  // namespace

QByteArray ApiError::toJson() const {
    QJsonObject inner{{"message", message}, {"type", type}};
    inner.insert("param", param.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(param));
    inner.insert("code", code.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(code));
    return compact(QJsonObject{{"error", inner}});
}

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
    if (!request.languages.isEmpty()) body.insert("languages", QJsonArray::fromStringList(request.languages));
    return compact(body);
}

QString finishReasonName(OcrOutcome outcome) {
    switch (outcome) {
    case OcrOutcome::Truncated: return QStringLiteral("length");
    case OcrOutcome::Cancelled: return QStringLiteral("abort");
    default: return QStringLiteral("stop");
    }
}

OcrOutcome outcomeFromFinishReason(const QString& reason) {
    if (reason == QLatin1String("length")) return OcrOutcome::Truncated;
    if (reason == QLatin1String("abort")) return OcrOutcome::Cancelled;
    return OcrOutcome::Finished;
}

namespace {
QJsonObject usage(const OcrResult& result) {
    return {{"prompt_tokens", 0}, {"completion_tokens", result.generatedTokens}, {"total_tokens", result.generatedTokens}};
}
QJsonObject envelope(const CompletionIdentity& identity, const char* object) {
    return {{"id", identity.id}, {"object", object}, {"created", identity.created}, {"model", identity.model}};
}
}  // namespace

QByteArray completionBody(const CompletionIdentity& identity, const OcrResult& result) {
    QJsonObject body = envelope(identity, "chat.completion");
    body.insert("choices", QJsonArray{QJsonObject{{"index", 0},
                                                  {"message", QJsonObject{{"role", "assistant"}, {"content", result.text}}},
                                                  {"finish_reason", finishReasonName(result.outcome)}}});
    body.insert("usage", usage(result));
    return compact(body);
}

QByteArray chunkBody(const CompletionIdentity& identity, const QString& delta, bool firstChunk) {
    QJsonObject deltaObject{{"content", delta}};
    if (firstChunk) deltaObject.insert("role", "assistant");
    QJsonObject body = envelope(identity, "chat.completion.chunk");
    body.insert("choices", QJsonArray{QJsonObject{{"index", 0}, {"delta", deltaObject}, {"finish_reason", QJsonValue()}}});
    return compact(body);
}

QByteArray finalChunkBody(const CompletionIdentity& identity, const OcrResult& result) {
    QJsonObject body = envelope(identity, "chat.completion.chunk");
    body.insert("choices", QJsonArray{QJsonObject{{"index", 0},
                                                  {"delta", QJsonObject{}},
                                                  {"finish_reason", finishReasonName(result.outcome)}}});
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
    if (object.value("usage").isObject())
        part.completionTokens = object.value("usage").toObject().value("completion_tokens").toInt(-1);
    const QJsonArray choices = object.value("choices").toArray();
    if (choices.isEmpty()) {
        if (part.completionTokens >= 0) return part;  // the usage-only chunk of a stream
        *problem = QStringLiteral("the server's answer holds no choices");
        return std::nullopt;
    }
    const QJsonObject choice = choices.first().toObject();
    part.finishReason = choice.value("finish_reason").toString();
    if (choice.value("message").isObject())
        part.text = choice.value("message").toObject().value("content").toString();
    else
        part.text = choice.value("delta").toObject().value("content").toString();
    return part;
}

}  // namespace folio::remote
