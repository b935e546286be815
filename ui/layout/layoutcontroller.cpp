#include "layoutcontroller.h"

#include <QAction>
#include <QComboBox>
#include <QStandardItemModel>

#include "document/project.h"
#include "editor/resulteditor.h"
#include "import/pageimages.h"
#include "jobs/jobqueue.h"
#include "layout/groundingparser.h"
#include "pageview/pageview.h"
#include "settings/settings.h"

namespace folio {

LayoutController::LayoutController(Project* project, PageImages* images, PageView* view, ResultEditor* editor,
                                   JobQueue* jobs, Settings* settings, QWidget* parent)
    : QObject(parent), m_project(project), m_images(images), m_view(view), m_editor(editor), m_jobs(jobs),
      m_settings(settings), m_modeBox(new QComboBox(parent)),
      m_showBoxes(new QAction(tr("Show &layout boxes"), this)),
      m_recognizeBlock(new QAction(tr("Recognize &block again"), this)) {
    m_modeBox->addItem(tr("Plain text"), int(OcrMode::Plain));
    m_modeBox->addItem(tr("Text and layout"), int(OcrMode::Grounding));
    m_modeBox->setAccessibleName(tr("Recognition mode"));
    connect(m_modeBox, &QComboBox::currentIndexChanged, this, [this] {
        m_jobs->setMode(mode(), m_profile);
        emit modeChanged(mode());
    });

    m_showBoxes->setCheckable(true);
    m_showBoxes->setChecked(m_settings->showLayoutBoxes());
    m_view->setLayoutOverlayVisible(m_showBoxes->isChecked());
    connect(m_showBoxes, &QAction::toggled, this, [this](bool on) {
        m_settings->setShowLayoutBoxes(on);
        m_view->setLayoutOverlayVisible(on);
    });

    m_recognizeBlock->setToolTip(tr("Recognize the highlighted layout block on its own, inside its box"));
    connect(m_recognizeBlock, &QAction::triggered, this, &LayoutController::recognizeCurrentBlock);
    connect(m_view, &PageView::blockClicked, this, &LayoutController::selectBlock);
    connect(m_editor, &QPlainTextEdit::cursorPositionChanged, this, &LayoutController::followCursor);
    connect(m_project, &Project::pageChanged, this, &LayoutController::updateActions);
    setModelProfile({});
    updateActions();
}

void LayoutController::setModelProfile(const ModelProfile& profile) {
    m_profile = profile;
    auto* model = qobject_cast<QStandardItemModel*>(m_modeBox->model());
    QStandardItem* grounding = model->item(1);
    grounding->setEnabled(profile.grounding);
    grounding->setToolTip(profile.grounding ? profile.capabilities() : modeError(profile, OcrMode::Grounding));
    m_modeBox->setToolTip(profile.capabilities());
    if (!profile.grounding) m_modeBox->setCurrentIndex(0);
    m_jobs->setMode(mode(), m_profile);
}

OcrMode LayoutController::mode() const { return OcrMode(m_modeBox->currentData().toInt()); }

QString LayoutController::previewText(const QUuid& pageId, const QString& editorText) const {
    const Page* page = m_project->page(pageId);
    if (!page || page->layout.isEmpty() || !m_settings->dropLayoutLabelsFromPreview()) return editorText;
    return removeBlocks(editorText, page->layout, m_settings->layoutDropLabels());
}

void LayoutController::selectBlock(const QUuid& pageId, int blockIndex) {
    const Page* page = m_project->page(pageId);
    if (!page || pageId != m_editor->pageId() || blockIndex < 0 || blockIndex >= page->layout.size()) return;
    m_block = blockIndex;
    const QList<QPair<int, int>> ranges = blockTextRanges(page->layout, m_editor->toPlainText());
    if (ranges[blockIndex].first >= 0) {
        m_selecting = true;
        m_editor->selectSpan(ranges[blockIndex].first, ranges[blockIndex].second - ranges[blockIndex].first);
        m_selecting = false;
    }
    updateActions();
}

void LayoutController::followCursor() {
    if (m_selecting) return;
    const Page* page = m_project->page(m_editor->pageId());
    if (!page || page->layout.isEmpty()) {  // no block to recognize again: the action says so
        m_block = -1;
        return updateActions();
    }
    const int cursor = m_editor->textCursor().position();
    const QList<QPair<int, int>> ranges = blockTextRanges(page->layout, m_editor->toPlainText());
    int block = -1;
    for (int i = 0; i < ranges.size(); ++i)
        if (ranges[i].first >= 0 && cursor >= ranges[i].first && cursor <= ranges[i].second) block = i;
    m_block = block;
    if (m_view->pageId() == page->id) m_view->highlightBlock(block);
    updateActions();
}

void LayoutController::recognizeCurrentBlock() {
    const Page* page = m_project->page(m_view->pageId());
    if (!page || m_block < 0 || m_block >= page->layout.size()) return;
    const LayoutBlock block = page->layout[m_block];
    const QImage image = m_images->image(page->id);
    if (!block.hasBox || image.isNull()) return;
    // The block becomes a region whose text is the block's, so its result replaces it in place.
    const QUuid pageId = page->id;
    const QUuid regionId = m_project->addRegion(pageId, block.box.toPixels(image.size()).toRect());
    m_project->setRegionRawText(pageId, regionId, block.text);
    m_jobs->recognizeRegion(pageId, regionId);
}

void LayoutController::updateActions() {
    const Page* page = m_project->page(m_view->pageId());
    const bool hasBlock = page && m_block >= 0 && m_block < page->layout.size() && page->layout[m_block].hasBox &&
                          page->layout[m_block].label != QLatin1String("image");
    m_recognizeBlock->setEnabled(hasBlock && !m_jobs->isPageBusy(page->id));
}

}  // namespace folio
