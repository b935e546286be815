// parseHttpRequestHead: what it accepts and how it reads it, every refusal with its status, and a
// deterministic fuzz over mutated and random heads (never a crash, and every result consistent
// with its input). A head cut at any byte is Incomplete until its blank line arrives.
#include <QRandomGenerator>
#include <QtTest>

#include "remote/httprequesthead.h"

using namespace folio::remote;
using State = HttpHeadResult::State;

namespace {

const QByteArray kGood =
    "POST /v1/chat/completions?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nContent-Type: application/json\r\n"
    "Content-Length: 12\r\nAuthorization: Bearer k\r\nAccept: a\r\nAccept: b\r\n\r\n{\"model\":1}\n";

HttpHeadLimits limits() { return {1024, 20, 1000}; }

}  // namespace

class TestHttpRequestHead : public QObject {
    Q_OBJECT

private slots:
    void readsAWellFormedHead() {
        const HttpHeadResult r = parseHttpRequestHead(kGood, limits());
        QCOMPARE(r.state, State::Complete);
        QCOMPARE(r.request.method, QByteArray("POST"));
        QCOMPARE(r.request.path, QByteArray("/v1/chat/completions"));
        QCOMPARE(r.request.query, QByteArray("x=1"));
        QCOMPARE(r.request.header("content-type"), QByteArray("application/json"));
        QCOMPARE(r.request.header("accept"), QByteArray("a, b"));  // repeated list fields are joined
        QCOMPARE(r.bodyLength, 12);
        QCOMPARE(r.headBytes, kGood.indexOf("\r\n\r\n") + 4);
        QVERIFY(r.keepAlive);
        QVERIFY(!r.expectContinue);
    }

    void everyPrefixOfTheHeadIsIncomplete() {
        const qsizetype headEnd = kGood.indexOf("\r\n\r\n") + 4;
        for (qsizetype n = 0; n < headEnd; ++n)
            QVERIFY2(parseHttpRequestHead(kGood.left(n), limits()).state == State::Incomplete, qPrintable(QString::number(n)));
        QCOMPARE(parseHttpRequestHead(kGood.left(headEnd), limits()).state, State::Complete);
    }

    void connectionAndExpect() {
        QVERIFY(!parseHttpRequestHead("GET / HTTP/1.1\r\nConnection: keep-alive, Close\r\n\r\n", limits()).keepAlive);
        QVERIFY(!parseHttpRequestHead("GET / HTTP/1.0\r\n\r\n", limits()).keepAlive);
        QVERIFY(parseHttpRequestHead("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n", limits()).keepAlive);
        QVERIFY(parseHttpRequestHead("POST / HTTP/1.1\r\nContent-Length: 5\r\nExpect: 100-Continue\r\n\r\n", limits()).expectContinue);
        // Empty lines before the request line are skipped, an absolute-form target gives its path.
        const HttpHeadResult r = parseHttpRequestHead("\r\n\r\nGET http://h:1/health?a HTTP/1.1\r\n\r\n", limits());
        QCOMPARE(r.state, State::Complete);
        QCOMPARE(r.request.path, QByteArray("/health"));
        QCOMPARE(r.headBytes, 4 + QByteArray("GET http://h:1/health?a HTTP/1.1").size() + 4);
    }

    void refusals_data() {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("not HTTP") << QByteArray("THIS IS NOT HTTP\r\n\r\n") << 400 << "request line";
        QTest::newRow("two spaces") << QByteArray("GET  / HTTP/1.1\r\n\r\n") << 400 << "request line";
        QTest::newRow("space in target") << QByteArray("GET /a b HTTP/1.1\r\n\r\n") << 400 << "request line";
        QTest::newRow("HTTP/2") << QByteArray("PRI * HTTP/2.0\r\n\r\n") << 505 << "not supported";
        QTest::newRow("duplicate Content-Length") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\n") << 400
                                                  << "more than once";
        QTest::newRow("duplicate Host") << QByteArray("GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n") << 400 << "more than once";
        QTest::newRow("signed length") << QByteArray("POST / HTTP/1.1\r\nContent-Length: +3\r\n\r\n") << 400 << "Content-Length";
        QTest::newRow("list length") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 3, 3\r\n\r\n") << 400 << "Content-Length";
        QTest::newRow("huge length") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n") << 400
                                     << "Content-Length";
        QTest::newRow("body over limit") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1001\r\n\r\n") << 413 << "larger than";
        QTest::newRow("chunked") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n") << 411 << "Content-Length";
        QTest::newRow("chunked and length") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n")
                                            << 400 << "both";
        QTest::newRow("space before colon") << QByteArray("GET / HTTP/1.1\r\nHost : a\r\n\r\n") << 400 << "header line";
        QTest::newRow("folded line") << QByteArray("GET / HTTP/1.1\r\nX-A: a\r\n b\r\n\r\n") << 400 << "folding";
        QTest::newRow("bare CR in a value") << QByteArray("GET / HTTP/1.1\r\nX-A: a\rb\r\n\r\n") << 400 << "control";
        QTest::newRow("NUL in a value") << QByteArray("GET / HTTP/1.1\r\nX-A: a\0b\r\n\r\n", 31) << 400 << "control";
        QTest::newRow("no colon") << QByteArray("GET / HTTP/1.1\r\nnonsense\r\n\r\n") << 400 << "header line";
        QTest::newRow("unknown expectation") << QByteArray("POST / HTTP/1.1\r\nExpect: magic\r\n\r\n") << 417 << "expectation";
        QTest::newRow("head too large") << QByteArray("GET / HTTP/1.1\r\nX-A: " + QByteArray(1100, 'a')) << 431 << "larger than";
        QByteArray many = "GET / HTTP/1.1\r\n";
        for (int i = 0; i < 21; ++i) many += "X-" + QByteArray::number(i) + ": v\r\n";
        QTest::newRow("too many fields") << many + "\r\n" << 431 << "header fields";
    }
    void refusals() {
        QFETCH(QByteArray, head);
        QFETCH(int, status);
        QFETCH(QString, messagePart);
        const HttpHeadResult r = parseHttpRequestHead(head, limits());
        QCOMPARE(r.state, State::Invalid);
        QCOMPARE(r.errorStatus, status);
        QVERIFY2(r.errorMessage.contains(messagePart), qPrintable(r.errorMessage));
    }

    // Mutations of valid heads and random bytes: every answer is one of the three states and
    // agrees with the input; 20,000 cases, deterministic.
    void fuzz() {
        const QList<QByteArray> seeds = {kGood, "GET /health HTTP/1.1\r\nHost: a\r\n\r\n",
                                         "HEAD /metrics HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
                                         "POST /v1/chat/completions HTTP/1.1\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n"};
        const QByteArray alphabet = QByteArray("\r\n :\t\0,;/?HTTP1.0GETPOSTContent-Length", 37) + char(0x7f) + char(0xff);
        QRandomGenerator random(20261203);
        for (int i = 0; i < 20000; ++i) {
            QByteArray input = seeds[int(random.bounded(seeds.size()))];
            if (i % 10 == 0) {
                input = QByteArray(int(random.bounded(1500)), Qt::Uninitialized);
                for (char& c : input) c = char(random.bounded(256));
            } else {
                for (int m = int(random.bounded(1, 6)); m > 0; --m) {
                    const int at = int(random.bounded(input.size() + 1));
                    switch (random.bounded(4)) {
                    case 0: input.insert(at, alphabet[int(random.bounded(alphabet.size()))]); break;
                    case 1: input.remove(at, int(random.bounded(1, 8))); break;
                    case 2: if (at < input.size()) input[at] = char(random.bounded(256)); break;
                    case 3: input.insert(at, input.mid(int(random.bounded(input.size() + 1)), int(random.bounded(40)))); break;
                    }
                }
            }
            const HttpHeadResult r = parseHttpRequestHead(input, limits());
            const QString where = QStringLiteral("case %1").arg(i);
            switch (r.state) {
            case State::Incomplete: {
                qsizetype start = 0;
                while (input.mid(start, 2) == "\r\n") start += 2;
                QVERIFY2(input.indexOf("\r\n\r\n", start) < 0, qPrintable(where));
                QVERIFY2(input.size() - start <= limits().maxHeaderBytes, qPrintable(where));
                break;
            }
            case State::Complete:
                QVERIFY2(r.headBytes >= 4 && r.headBytes <= input.size(), qPrintable(where));
                QVERIFY2(input.mid(r.headBytes - 4, 4) == "\r\n\r\n", qPrintable(where));
                QVERIFY2(r.bodyLength >= 0 && r.bodyLength <= limits().maxBodyBytes, qPrintable(where));
                QVERIFY2(!r.request.method.isEmpty() && r.request.path.startsWith('/'), qPrintable(where));
                for (auto it = r.request.headers.cbegin(); it != r.request.headers.cend(); ++it) {
                    QVERIFY2(it.key() == it.key().toLower() && !it.key().isEmpty(), qPrintable(where));
                    QVERIFY2(!it.value().contains('\r') && !it.value().contains('\n') && !it.value().contains('\0'), qPrintable(where));
                }
                break;
            case State::Invalid:
                QVERIFY2(QList<int>({400, 411, 413, 417, 431, 505}).contains(r.errorStatus), qPrintable(where));
                QVERIFY2(!r.errorMessage.isEmpty(), qPrintable(where));
                break;
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestHttpRequestHead)
#include "test_httprequesthead.moc"
