// The interface in the model's languages: every string of the source is in every
// translations/*.ts, translated, with its placeholders; each is embedded in the binary and is what
// the application shows once the language is installed; the language follows FOLIO_UI_LANGUAGE,
// English when Folio lacks the one asked.
#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>
#include <cerrno>
#include <cstring>
#include <algorithm>

#include "export/atomicfile.h"
#include "i18n/interface_language.h"
#include "i18n/systemerror.h"

using namespace folio;

namespace {

struct Message {
    QString context, source;
    QStringList forms;  // one translation, or the numerus forms
    bool numerus = false;
    bool unfinished = false;
};

QList<Message> readTsFile(const QString& path) {
    QFile file(path);
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

QList<Message> readTs(const QString& language) {
    return readTsFile(QStringLiteral(FOLIO_SOURCE_DIR "/translations/folio_%1.ts").arg(language));
}

const QStringList kLanguages{"da", "de", "es", "fr", "it", "ja", "nl", "pt", "sv", "zh_CN"};

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
    void everyLanguageIsEmbedded() { QCOMPARE(translatedUiLanguages(), kLanguages); }

    // lupdate over the sources as they are now: a string added since a .ts was updated fails here.
    void everySourceStringIsInEveryTs() {
        QTemporaryDir dir;
        const QString fresh = dir.filePath(QStringLiteral("folio_xx.ts"));
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(FOLIO_SOURCE_DIR));
        lupdate.start(QStringLiteral(FOLIO_LUPDATE), {"-no-obsolete", "-locations", "none", "app", "ui", "-ts", fresh});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        QSet<QString> source;
        for (const Message& m : readTsFile(fresh)) source << m.context + QLatin1Char('|') + m.source;
        QVERIFY(source.size() > 100);
        for (const QString& language : kLanguages) {
            QSet<QString> translated;
            for (const Message& m : readTs(language)) translated << m.context + QLatin1Char('|') + m.source;
            for (const QString& key : source)
                QVERIFY2(translated.contains(key), qPrintable(QStringLiteral("folio_%1.ts lacks %2 (run the "
                                                                              "folio_update_translations target)")
                                                                   .arg(language, key)));
        }
    }

    void everyStringIsTranslatedWithItsPlaceholders_data() {
        QTest::addColumn<QString>("language");
        for (const QString& language : kLanguages) QTest::newRow(qPrintable(language)) << language;
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
        // Numbers as that language writes them, whatever the system's language.
        QCOMPARE(QLocale().language(), QLocale(language).language());
        QCOMPARE(QLocale().toString(0.5, 'f', 2), QLocale(language).toString(0.5, 'f', 2));
        for (const Message& m : readTs(language)) {
            const QByteArray context = m.context.toUtf8(), source = m.source.toUtf8();
            if (m.numerus) {
                // Form 0 is the singular (French also for 0), form 1 the plural; Chinese and
                // Japanese have one form.
                QCOMPARE(QCoreApplication::translate(context, source, nullptr, 1), QString(m.forms[0]).replace("%n", "1"));
                QCOMPARE(QCoreApplication::translate(context, source, nullptr, 5), QString(m.forms.last()).replace("%n", "5"));
            } else {
                QCOMPARE(QCoreApplication::translate(context, source), m.forms[0]);
            }
        }
        QLocale::setDefault(QLocale::system());
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
        qputenv("FOLIO_UI_LANGUAGE", "zh-Hans-CN");
        QCOMPARE(chooseUiLanguage(), QString("zh_CN"));
        qputenv("FOLIO_UI_LANGUAGE", "ja_JP");
        QCOMPARE(chooseUiLanguage(), QString("ja"));
        qputenv("FOLIO_UI_LANGUAGE", "zh_TW");  // traditional Chinese is not translated: English
        QCOMPARE(chooseUiLanguage(), QString("en"));
        qputenv("FOLIO_UI_LANGUAGE", "ko");  // not translated: English
        QCOMPARE(chooseUiLanguage(), QString("en"));
        QCOMPARE(chooseUiLanguage("de"), QString("en"));  // the environment wins over the setting
        qunsetenv("FOLIO_UI_LANGUAGE");
        // The setting (View > Interface language) wins over the system's languages.
        QCOMPARE(chooseUiLanguage("fr"), QString("fr"));
        QCOMPARE(chooseUiLanguage("en"), QString("en"));
        QCOMPARE(chooseUiLanguage("ko"), chooseUiLanguage());  // not translated: the system's
        QVERIFY(!installUiTranslation("ko"));
        QCOMPARE(QCoreApplication::translate("QObject", "Export"), QString("Export"));
    }

    // English counts in the singular for one: every string with %n in the sources has its two
    // English forms, and they are what an English interface shows.
    // A German window says why a file could not be written in German: the C library's words
    // ("No space left on device") follow the process's locale, not Folio's language.
    void systemErrorsAreSaidInTheInterfaceLanguage() {
        const QString full = QString::fromLocal8Bit(std::strerror(ENOSPC));
        QCOMPARE(localizedSystemError(full), full);  // no translation installed: as the library says it
        QVERIFY(installUiTranslation("de"));
        QCOMPARE(localizedSystemError(full), QStringLiteral("Kein Platz mehr auf dem Gerät"));
        QCOMPARE(localizedSystemError(QStringLiteral("Read-only file system")), QStringLiteral("Schreibgeschütztes Dateisystem"));
        QCOMPARE(localizedSystemError(QStringLiteral("Some other trouble")), QStringLiteral("Some other trouble"));
        QString error;
        QVERIFY(!writeFileAtomically(QStringLiteral("/proc/version"), "x", &error));  // a file nobody may replace
        QVERIFY2(error.startsWith(QStringLiteral("„/proc/version“ kann nicht geschrieben werden: ")), qPrintable(error));
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }

    void englishSaysOnePageAndTwoPages() {
        QTemporaryDir dir;
        const QString fresh = dir.filePath(QStringLiteral("folio_en.ts"));
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(FOLIO_SOURCE_DIR));
        lupdate.start(QStringLiteral(FOLIO_LUPDATE), {"-pluralonly", "-no-obsolete", "-locations", "none",
                                                      "-target-language", "en", "app", "ui", "-ts", fresh});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        QSet<QString> plurals;
        for (const Message& m : readTsFile(fresh)) plurals << m.context + QLatin1Char('|') + m.source;
        QVERIFY(plurals.size() >= 10);
        QSet<QString> english;
        for (const Message& m : readTs("en")) {
            const QString where = m.context + QLatin1Char('|') + m.source;
            english << where;
            QVERIFY2(m.numerus && !m.unfinished && m.forms.size() == 2, qPrintable(where));
            for (const QString& form : m.forms) QCOMPARE(placeholders(form), placeholders(m.source));
        }
        for (const QString& key : std::as_const(plurals))
            QVERIFY2(english.contains(key), qPrintable(QStringLiteral("folio_en.ts lacks %1 (run the "
                                                                     "folio_update_translations target)").arg(key)));
        QVERIFY(installUiTranslation("en"));
        QCOMPARE(QCoreApplication::translate("folio::FindReplaceBar", "%n pages", nullptr, 1), QString("1 page"));
        QCOMPARE(QCoreApplication::translate("folio::FindReplaceBar", "%n pages", nullptr, 2), QString("2 pages"));
        QCOMPARE(QCoreApplication::translate("folio::MainWindow", "Recognize %n pages", nullptr, 1), QString("Recognize 1 page"));
        QCOMPARE(QCoreApplication::translate("folio::MainWindow", "Recognize %n pages", nullptr, 0), QString("Recognize 0 pages"));
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
};

QTEST_GUILESS_MAIN(TestInterfaceLanguage)
#include "test_interface_language.moc"
