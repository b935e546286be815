// Find and replace in the Markdown source: a bar under the editor (Ctrl+F, Ctrl+H, Esc).
#pragma once

#include <QWidget>

class QLineEdit;
class QPlainTextEdit;
class QCheckBox;
class QLabel;

namespace folio {

class FindReplaceBar : public QWidget {
    Q_OBJECT
public:
    explicit FindReplaceBar(QPlainTextEdit* editor, QWidget* parent = nullptr);

    void showFind();
    bool findNext(bool backwards = false);
    bool replaceCurrent();
    int replaceAll();

    QLineEdit* findField() const { return m_find; }
    QLineEdit* replaceField() const { return m_replace; }

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    QPlainTextEdit* m_editor;
    QLineEdit* m_find;
    QLineEdit* m_replace;
    QCheckBox* m_caseSensitive;
    QLabel* m_status;
};

}  // namespace folio
