// The interface in German and French: every string of translations/*.ts is translated, keeps its
// placeholders, is embedded in the binary, and is what the application shows once the language
// is installed; the language follows FOLIO_UI_LANGUAGE, English when Folio lacks the one asked.
#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>
#include <algorithm>

#include "i18n/interface_language.h"

using namespace folio;

namespace {

struct Message {
    QString context, source;
    QStringList forms;  // one translation, or the numerus forms
    bool numerus = false;
    bool unfinished = false;
};

QList<Message> readTs(const QString& language) {
    QFile file(QStringLiteral(FOLIO_SOURCE_DIR "/translations/folio_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(file.fileName()));
    QXmlStreamReader xml(&file);
    QList<Message> messages;
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            Message m;
            m.context = context;
            m.numerus = xml.attributes().value("numerus") == QLatin1String("yes");
            messages << m;
        } else if (xml.name() == QLatin1String("source") && !messages.isEmpty()) {
            messages.last().source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation") && !messages.isEmpty()) {
            messages.last().unfinished = xml.attributes().value("type") == QLatin1String("unfinished");
            if (!messages.last().numerus) messages.last().forms << xml.readElementText();
        } else if (xml.name() == QLatin1String("numerusform") && !messages.isEmpty()) {
            messages.last().forms << xml.readElementText();
        }
    }
    if (xml.hasError()) qFatal("%s: %s", qPrintable(file.fileName()), qPrintable(xml.errorString()));
    return messages;
}

QStringList placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%L?\\d|%n"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();) found << it.next().captured();
    std::sort(found.begin(), found.end());
    return found;
}

}  // namespace

class TestInterfaceLanguage : public QObject {
    Q_OBJECT
private slots:
    void bothLanguagesAreEmbedded() {
        QCOMPARE(translatedUiLanguages(), (QStringList{"de", "fr"}));
    }

    void everyStringIsTranslatedWithItsPlaceholders_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << "de";
        QTest::newRow("fr") << "fr";
    }
    void everyStringIsTranslatedWithItsPlaceholders() {
        QFETCH(QString, language);
        const QList<Message> messages = readTs(language);
        QVERIFY(messages.size() > 150);
        for (const Message& m : messages) {
            const QString where = m.context + QStringLiteral(": ") + m.source;
            QVERIFY2(!m.unfinished, qPrintable(QStringLiteral("unfinished: ") + where));
            QVERIFY2(!m.forms.isEmpty(), qPrintable(QStringLiteral("no translation: ") + where));
            for (const QString& form : m.forms) {
                QVERIFY2(!form.trimmed().isEmpty(), qPrintable(QStringLiteral("empty translation: ") + where));
                QCOMPARE(placeholders(form), placeholders(m.source));
            }
        }
    }

    // What a user of that language sees: QCoreApplication::translate gives the .ts translation.
    void installedTranslationIsWhatTheAppShows_data() { everyStringIsTranslatedWithItsPlaceholders_data(); }
    void installedTranslationIsWhatTheAppShows() {
        QFETCH(QString, language);
        QVERIFY(installUiTranslation(language));
        for (const Message& m : readTs(language)) {
            const QByteArray context = m.context.toUtf8(), source = m.source.toUtf8();
            if (m.numerus) {
                // Form 0 is the singular in both languages (French also for 0), form 1 the plural.
                QCOMPARE(QCoreApplication::translate(context, source, nullptr, 1), QString(m.forms[0]).replace("%n", "1"));
                QCOMPARE(QCoreApplication::translate(context, source, nullptr, 5), QString(m.forms[1]).replace("%n", "5"));
            } else {
                QCOMPARE(QCoreApplication::translate(context, source), m.forms[0]);
            }
        }
        // Back to English for the next row: remove every translator this installed.
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }

    void languageFollowsTheEnvironment() {
        qputenv("FOLIO_UI_LANGUAGE", "fr_CH");
        QCOMPARE(chooseUiLanguage(), QString("fr"));
        qputenv("FOLIO_UI_LANGUAGE", "de-AT");
        QCOMPARE(chooseUiLanguage(), QString("de"));
        qputenv("FOLIO_UI_LANGUAGE", "ja");  // not translated: English
        QCOMPARE(chooseUiLanguage(), QString("en"));
        QCOMPARE(chooseUiLanguage("de"), QString("en"));  // the environment wins over the setting
        qunsetenv("FOLIO_UI_LANGUAGE");
        // The setting (View > Interface language) wins over the system's languages.
        QCOMPARE(chooseUiLanguage("fr"), QString("fr"));
        QCOMPARE(chooseUiLanguage("en"), QString("en"));
        QCOMPARE(chooseUiLanguage("ja"), chooseUiLanguage());  // not translated: the system's
        QVERIFY(!installUiTranslation("en"));
        QVERIFY(!installUiTranslation("ja"));
        QCOMPARE(QCoreApplication::translate("QObject", "Export"), QString("Export"));
    }
};

QTEST_GUILESS_MAIN(TestInterfaceLanguage)
#include "test_interface_language.moc"
