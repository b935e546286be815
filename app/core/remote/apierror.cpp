#include "remote/apierror.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace folio::remote {

QByteArray ApiError::toJson() const {
    QJsonObject inner{{"message", message}, {"type", type}};
    inner.insert("param", param.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(param));
    inner.insert("code", code.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(code));
    return QJsonDocument(QJsonObject{{"error", inner}}).toJson(QJsonDocument::Compact);
}

ApiError ApiError::forStatus(int status, const QString& message, const QString& param) {
    ApiError error;
    error.httpStatus = status;
    error.message = message;
    error.param = param;
    if (status >= 500) error.type = QStringLiteral("server_error");
    return error;
}

}  // namespace folio::remote
