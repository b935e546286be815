// The language hints: a tool button whose menu checks any of the eleven languages, or
// "Automatic" (no hint). Hints steer decoding and pick the spell-checking dictionaries.
#pragma once

#include <QToolButton>

namespace folio {

class LanguageButton : public QToolButton {
    Q_OBJECT
public:
    explicit LanguageButton(QWidget* parent = nullptr);

    QStringList languages() const;  // empty = automatic
    void setLanguages(const QStringList& languages);
    static QString languageName(const QString& code);
    // Room for the menu arrow, which the style draws over the text's end otherwise.
    QSize sizeHint() const override;

signals:
    void languagesChanged(const QStringList& languages);

private:
    void updateText();
    QAction* m_automatic;
    QList<QAction*> m_languages;
};

}  // namespace folio
