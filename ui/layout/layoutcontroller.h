// The layout of grounding models in the window: the mode picker (plain text, or text with its
// layout for LightOnOCR-3), the boxes over the page, a click on a box that selects its text in
// the editor, the editor's cursor that highlights its block's box, and a block recognized again
// on its own through the region path, with its box as the region.
#pragma once

#include <QObject>
#include <QUuid>

#include "layout/modelprofile.h"

class QAction;
class QComboBox;
class QWidget;

namespace folio {

class Project;
class PageImages;
class PageView;
class ResultEditor;
class JobQueue;
class Settings;

class LayoutController : public QObject {
    Q_OBJECT
public:
    LayoutController(Project* project, PageImages* images, PageView* view, ResultEditor* editor, JobQueue* jobs,
                     Settings* settings, QWidget* parent);

    QComboBox* modeBox() const { return m_modeBox; }           // for the toolbar
    QAction* showBoxesAction() const { return m_showBoxes; }    // View menu
    QAction* recognizeBlockAction() const { return m_recognizeBlock; }  // Recognize menu
    // What the current model can do; grounding is offered only where it has it.
    void setModelProfile(const ModelProfile& profile);
    OcrMode mode() const;
    int currentBlock() const { return m_block; }
    // The page's text as the preview shows it (furniture left out where the settings say so).
    QString previewText(const QUuid& pageId, const QString& editorText) const;

signals:
    void modeChanged(OcrMode mode);

private:
    void selectBlock(const QUuid& pageId, int blockIndex);
    void followCursor();
    void recognizeCurrentBlock();
    void updateActions();

    Project* m_project;
    PageImages* m_images;
    PageView* m_view;
    ResultEditor* m_editor;
    JobQueue* m_jobs;
    Settings* m_settings;
    ModelProfile m_profile;
    QComboBox* m_modeBox;
    QAction* m_showBoxes;
    QAction* m_recognizeBlock;
    int m_block = -1;
    bool m_selecting = false;
};

}  // namespace folio
