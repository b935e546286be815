// An error in the OpenAI shape, {"error":{"message","type","param","code"}}: what the server
// answers for every refused request, from the HTTP layer up.
#pragma once

#include <QByteArray>
#include <QString>

namespace folio::remote {

struct ApiError {
    int httpStatus = 400;
    QString message;
    QString type = QStringLiteral("invalid_request_error");
    QString param;  // the offending field, if any
    QString code;   // machine-readable reason, if any
    QByteArray toJson() const;

    // A 4xx is the client's invalid_request_error, a 5xx the server's server_error.
    static ApiError forStatus(int status, const QString& message, const QString& param = {});
};

}  // namespace folio::remote
