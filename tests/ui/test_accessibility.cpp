// What a screen reader and a keyboard user get: every control of the main window and of its
// dialogs has a name in Qt's accessibility tree, every menu action a text, and Tab reaches the
// main controls.
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTimer>
#include <QToolBar>
#include <QWebEngineView>
#include <QWidgetAction>
#include <QtTest>

#include "editor/resulteditor.h"
#include "pages/pagelist.h"
#include "pageview/pageview.h"
#include "settings/settings.h"
#include "uitesting.h"
#include "window/mainwindow.h"

using namespace folio;

namespace {

// Where a widget is, for the failure message: its class, object name and parents.
QString describe(const QWidget* widget) {
    QStringList chain;
    for (const QWidget* w = widget; w; w = w->parentWidget())
        chain << QString::fromLatin1(w->metaObject()->className()) +
                     (w->objectName().isEmpty() ? QString() : u'#' + w->objectName());
    return chain.join(QStringLiteral(" < "));
}

// Parts of a composite control that assistive tools reach through the control itself: the line
// edit of a spin box or combo box, a scroll area's viewport, and the web view's rendering surface
// (the page's own tree).
bool insideComposite(const QWidget* widget) {
    if (const auto* area = qobject_cast<const QAbstractScrollArea*>(widget->parentWidget()))
        if (area->viewport() == widget) return true;
    for (const QWidget* w = widget->parentWidget(); w; w = w->parentWidget())
        if (qobject_cast<const QAbstractSpinBox*>(w) || qobject_cast<const QComboBox*>(w) ||
            qobject_cast<const QWebEngineView*>(w))
            return true;
    return false;
}

QString accessibleName(QWidget* widget) {
    QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(widget);
    return accessible ? accessible->text(QAccessible::Name).trimmed() : QString();
}

// The focusable controls under `root` that Qt's accessibility names nothing.
QStringList unnamedControls(QWidget* root) {
    QStringList unnamed;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* widget : widgets) {
        if (widget->focusPolicy() == Qt::NoFocus || widget->isWindow() || insideComposite(widget)) continue;
        if (accessibleName(widget).isEmpty()) unnamed << describe(widget);
    }
    return unnamed;
}

// The actions of the menu bar (submenus included) and of the tool bars without a text.
QStringList unnamedActions(QMainWindow* window) {
    QStringList unnamed;
    QList<QAction*> actions;
    const std::function<void(QMenu*)> collect = [&](QMenu* menu) {
        for (QAction* action : menu->actions()) {
            actions << action;
            if (action->menu()) collect(action->menu());
        }
    };
    for (QAction* action : window->menuBar()->actions()) {
        actions << action;
        if (action->menu()) collect(action->menu());
    }
    for (QToolBar* toolbar : window->findChildren<QToolBar*>()) actions << toolbar->actions();
    for (QAction* action : actions) {
        // A tool bar's widget (a QWidgetAction) is named as a control above.
        if (action->isSeparator() || qobject_cast<QWidgetAction*>(action)) continue;
        if (QString(action->text()).remove(u'&').trimmed().isEmpty())
            unnamed << (action->objectName().isEmpty() ? QStringLiteral("an action") : action->objectName()) +
                           QStringLiteral(" in ") + describe(action->parentWidget());
    }
    return unnamed;
}

}  // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;

    std::unique_ptr<MainWindow> makeWindow() {
        m_settings = std::make_unique<Settings>(m_dir.filePath("settings.ini"), nullptr);
        auto window = std::make_unique<MainWindow>(nullptr, m_settings.get());
        window->setProperty("quietImport", true);
        window->resize(1200, 800);
        window->show();
        return window;
    }

    // Opens a dialog with `open` (which blocks in exec()), hands the dialog to `inspect` and
    // closes it.
    static void withModalDialog(const std::function<void()>& open, const std::function<void(QWidget*)>& inspect) {
        bool seen = false;
        QTimer::singleShot(0, [&] {
            QWidget* dialog = QApplication::activeModalWidget();
            QTRY_VERIFY(dialog = QApplication::activeModalWidget());
            seen = true;
            inspect(dialog);
            QMetaObject::invokeMethod(dialog, "reject", Qt::QueuedConnection);
        });
        open();
        QVERIFY(seen);
    }

private slots:
    void initTestCase() {
        QAccessible::setActive(true);
    }

    void everyControlOfTheMainWindowHasAName() {
        auto window = makeWindow();
        // The dock and the find bar's controls count too, though they start hidden.
        const QStringList unnamed = unnamedControls(window.get());
        QVERIFY2(unnamed.isEmpty(), qPrintable("unnamed controls:\n" + unnamed.join(u'\n')));
        const QStringList actions = unnamedActions(window.get());
        QVERIFY2(actions.isEmpty(), qPrintable("actions without text:\n" + actions.join(u'\n')));
    }

    void everyControlOfThePreferencesHasAName() {
        auto window = makeWindow();
        QStringList unnamed;
        int controls = 0;
        QAction* preferences = nullptr;
        for (QAction* action : window->findChildren<QAction*>())
            if (QString(action->text()).remove(u'&').startsWith(QStringLiteral("Preferences"))) preferences = action;
        QVERIFY(preferences);
        withModalDialog([&] { preferences->trigger(); },
                        [&](QWidget* dialog) {
                            QCOMPARE(dialog->windowTitle(), QStringLiteral("Preferences"));
                            for (QWidget* w : dialog->findChildren<QWidget*>())
                                if (w->focusPolicy() != Qt::NoFocus) ++controls;
                            unnamed = unnamedControls(dialog);
                        });
        QVERIFY(controls >= 4);  // two spin boxes, the model button, OK and Cancel
        QVERIFY2(unnamed.isEmpty(), qPrintable("unnamed controls:\n" + unnamed.join(u'\n')));
    }

    // Tab from the page list goes through the page, the editor and back, as a keyboard user
    // moves between the window's panes.
    void tabReachesTheMainControls() {
        auto window = makeWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        window->pageList()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window->pageList()));
        QSet<QWidget*> reached;
        for (int i = 0; i < 60; ++i) {
            QWidget* focus = QApplication::focusWidget();
            QVERIFY(focus);
            reached.insert(focus);
            QTest::keyClick(focus, Qt::Key_Tab);
        }
        auto reachedInside = [&](QWidget* pane) {
            for (QWidget* w : reached)
                if (w == pane || pane->isAncestorOf(w)) return true;
            return false;
        };
        QVERIFY2(reachedInside(window->pageView()), "Tab never reaches the page view");
        QVERIFY2(reachedInside(window->editor()), "Tab never reaches the editor");
        QVERIFY2(reachedInside(window->pageList()), "Tab never comes back to the page list");
    }
};

FOLIO_UI_TEST_MAIN(TestAccessibility)
#include "test_accessibility.moc"
