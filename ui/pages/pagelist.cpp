#include "pagelist.h"

#include <QDropEvent>
#include <QFileInfo>
#include <QKeyEvent>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>
#include <utility>

#include "document/project.h"
#include "common/droppedfiles.h"
#include "import/pageimages.h"

namespace folio {

namespace {
constexpr int kThumbSize = 128;
const QColor kCutColor(230, 140, 0);

QColor stateColor(PageState state) {
    switch (state) {
        case PageState::Queued:
            return QColor(150, 150, 150);
        case PageState::Running:
            return QColor(0, 120, 215);
        case PageState::Done:
            return QColor(40, 160, 70);
        case PageState::Failed:
            return QColor(200, 40, 40);
        case PageState::Cancelled:
            return QColor(220, 150, 0);
        case PageState::Idle:
            break;
    }
    return {};
}
}  // namespace

PageList::PageList(Project* project, PageImages* images, QWidget* parent)
    : QListWidget(parent), m_project(project), m_images(images) {
    // List mode: an internal move reorders rows (icon mode would only move icons around).
    setViewMode(QListView::ListMode);
    setIconSize(QSize(kThumbSize, kThumbSize));
    setSpacing(4);
    setUniformItemSizes(true);
    setSelectionMode(ExtendedSelection);
    setDragDropMode(InternalMove);
    setDefaultDropAction(Qt::MoveAction);
    setMinimumWidth(kThumbSize + 90);
    setAccessibleName(tr("Pages"));

    connect(m_project, &Project::pageAdded, this, &PageList::onPageAdded);
    connect(m_project, &Project::pageRemoved, this, &PageList::onPageRemoved);
    connect(m_project, &Project::pagesReordered, this, &PageList::rebuild);
    connect(m_project, &Project::projectReset, this, [this] {
        m_scaled.clear();
        m_shownRevision.clear();
        m_withThumbnail.clear();
        rebuild();
    });
    connect(m_project, &Project::pageChanged, this, qOverload<const QUuid&>(&PageList::refresh));
    connect(m_images, &PageImages::imageChanged, this, qOverload<const QUuid&>(&PageList::refresh));
    // Rows moved in the model (a drop, or any other move of the view's rows) reorder the
    // project too; queued, because rebuilding inside the model's own signal is not allowed.
    connect(
        model(), &QAbstractItemModel::rowsMoved, this,
        [this] {
            if (!m_rebuilding) applyOrderToProject();
        },
        Qt::QueuedConnection);
    // The view removes a moved row itself after some drops; the project still has the page.
    connect(
        model(), &QAbstractItemModel::rowsRemoved, this,
        [this] {
            if (!m_rebuilding && count() != m_project->pages().size()) rebuild();
        },
        Qt::QueuedConnection);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, &PageList::updateThumbnailsSoon);
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, &PageList::updateThumbnailsSoon);
    connect(this, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (!m_rebuilding)
            emit currentPageChanged(item ? item->data(Qt::UserRole).toUuid() : QUuid());
    });
}

static QIcon emptyThumbnail() {
    static const QIcon empty = [] {
        QPixmap canvas(kThumbSize, kThumbSize);
        canvas.fill(Qt::transparent);
        return QIcon(canvas);
    }();
    return empty;
}

QIcon PageList::thumbnail(const QUuid& pageId) const {
    const quint64 revision = m_images->revision(pageId);
    if (revision == 0) return emptyThumbnail();
    // Only a changed page is read: most pages' images are on disk, and rows refresh often.
    if (const quint64 shown = m_shownRevision.value(pageId); shown != revision) {
        m_scaled.remove(shown);  // the page was turned: its old look is gone
        m_shownRevision.insert(pageId, revision);
    }
    if (!m_scaled.contains(revision)) {
        const QImage image = m_images->image(pageId);
        auto* scaled = new QImage(image.isNull() ? QImage()
                                                 : image.scaled(kThumbSize - 6, kThumbSize - 6, Qt::KeepAspectRatio,
                                                                Qt::SmoothTransformation));
        m_scaled.insert(revision, scaled, std::max<qsizetype>(1, scaled->sizeInBytes() / 1024));
    }
    const QImage scaled = m_scaled.contains(revision) ? *m_scaled.object(revision) : QImage();
    if (scaled.isNull()) return emptyThumbnail();
    QPixmap canvas(kThumbSize, kThumbSize);
    canvas.fill(Qt::transparent);
    QPainter painter(&canvas);
    const QPoint at((kThumbSize - scaled.width()) / 2, (kThumbSize - scaled.height()) / 2);
    painter.fillRect(QRect(at + QPoint(2, 2), scaled.size()), QColor(0, 0, 0, 60));  // shadow
    painter.drawImage(at, scaled);
    const Page* page = m_project->page(pageId);
    if (page && page->state != PageState::Idle) {  // state badge in the corner
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setBrush(stateColor(page->state));
        painter.setPen(QPen(Qt::white, 2));
        painter.drawEllipse(QRect(kThumbSize - 24, kThumbSize - 24, 18, 18));
    }
    if (page && page->blank) {  // a grey tag in the top corner: left out of recognition
        const QString label = tr("blank");
        QFont font = painter.font();
        font.setPixelSize(11);
        font.setBold(true);
        painter.setFont(font);
        const QRect tag = QFontMetrics(font).boundingRect(label).adjusted(-4, -2, 4, 2);
        const QRect at(kThumbSize - tag.width() - 3, 3, tag.width(), tag.height());
        painter.fillRect(at, QColor(90, 90, 90, 220));
        painter.setPen(Qt::white);
        painter.drawText(at, Qt::AlignCenter, label);
    }
    if (page && page->cut != RecognitionCut::None) {  // incomplete text: an amber warning in the other corner
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setBrush(kCutColor);
        painter.setPen(QPen(Qt::white, 2));
        const QRect badge(6, kThumbSize - 24, 18, 18);
        painter.drawEllipse(badge);
        QFont bold = painter.font();
        bold.setBold(true);
        painter.setFont(bold);
        painter.drawText(badge, Qt::AlignCenter, QStringLiteral("!"));
    }
    return QIcon(canvas);
}

void PageList::rebuild() {
    const QUuid current = currentPageId();
    m_currentRemoved = false;  // the rebuild says which page is current
    m_rebuilding = true;
    clear();
    m_withThumbnail.clear();
    for (const Page& page : m_project->pages()) addItem(newItem(page.id));
    for (int i = 0; i < count(); ++i) refresh(item(i));
    m_rebuilding = false;
    updateThumbnailsSoon();
    QListWidgetItem* keep = itemFor(current);
    if (!keep && count() > 0) keep = item(0);
    setCurrentItem(keep);
    emit currentPageChanged(keep ? keep->data(Qt::UserRole).toUuid() : QUuid());
}

QListWidgetItem* PageList::newItem(const QUuid& pageId) {
    auto* item = new QListWidgetItem;
    item->setData(Qt::UserRole, pageId);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
    return item;
}

void PageList::onPageAdded(const QUuid& pageId) {
    // One item more (an import appends hundreds), not a rebuild of them all.
    const int row = m_project->indexOf(pageId);
    if (row < 0 || count() + 1 != m_project->pages().size()) return rebuild();
    QListWidgetItem* item = newItem(pageId);
    insertItem(row, item);
    refresh(pageId);
    updateThumbnailsSoon();
    if (row + 1 < count()) renumberSoon();
    if (count() == 1) setCurrentItem(item);
}

void PageList::onPageRemoved(const QUuid& pageId) {
    m_shownRevision.remove(pageId);  // its thumbnail stays: undo brings the page back with the same image
    m_withThumbnail.remove(pageId);
    QListWidgetItem* item = itemFor(pageId);
    if (!item || count() - 1 != m_project->pages().size()) return rebuild();
    m_currentRemoved = m_currentRemoved || item == currentItem();
    m_rebuilding = true;  // the current row moving on is said once, after the last removal
    delete item;
    m_rebuilding = false;
    renumberSoon();
}

void PageList::renumberSoon() {
    if (m_renumberPending) return;
    m_renumberPending = true;
    QTimer::singleShot(0, this, [this] {
        m_renumberPending = false;
        for (int i = 0; i < count(); ++i) refresh(item(i));
        if (std::exchange(m_currentRemoved, false)) emit currentPageChanged(currentPageId());
    });
}

void PageList::refresh(const QUuid& pageId) { refresh(itemFor(pageId)); }

bool PageList::isNearView(int row) const { return row >= m_nearFirst && row <= m_nearLast; }

void PageList::updateThumbnailsSoon() {
    if (std::exchange(m_thumbnailUpdatePending, true)) return;
    QTimer::singleShot(0, this, [this] {
        m_thumbnailUpdatePending = false;
        updateThumbnailsInView();
    });
}

void PageList::updateThumbnailsInView() {
    // Measured here, on the event loop: asking the view where its rows are while rows are being
    // inserted lays it out too early, and it loses its scroll position.
    const QModelIndex first = indexAt(QPoint(4, 4));
    const QModelIndex last = indexAt(QPoint(4, viewport()->height() - 4));
    const int top = first.isValid() ? first.row() : 0;
    const int bottom = last.isValid() ? last.row() : count() - 1;
    m_nearFirst = top - kRowsAroundView;
    m_nearLast = std::min(bottom, top + kMostRowsInView) + kRowsAroundView;
    // Rows that left the view give their thumbnails up; rows that came into it get theirs.
    for (const QUuid& pageId : QSet<QUuid>(m_withThumbnail))
        if (!isNearView(m_project->indexOf(pageId))) refresh(pageId);
    for (int row = std::max(0, m_nearFirst); row < count() && row <= m_nearLast; ++row)
        if (QListWidgetItem* rowItem = item(row); !m_withThumbnail.contains(rowItem->data(Qt::UserRole).toUuid()))
            refresh(rowItem);
}

void PageList::refresh(QListWidgetItem* item) {
    if (!item) return;
    const QUuid pageId = item->data(Qt::UserRole).toUuid();
    const Page* page = m_project->page(pageId);
    if (!item || !page) return;
    const int number = m_project->indexOf(pageId) + 1;
    // One fact a line: the strip is narrow, and "3 · done · token limit" on one line is cut off.
    const QString state = page->state == PageState::Idle
                              ? QString()
                              : QStringLiteral("\n") + pageStateName(page->state);
    const QString cut = page->cut == RecognitionCut::Loop         ? tr("loop")
                        : page->cut == RecognitionCut::TokenLimit ? tr("token limit")
                                                                  : QString();
    item->setText(tr("%1%2").arg(number).arg(state) + (cut.isEmpty() ? QString() : QStringLiteral("\n") + cut));
    if (isNearView(number - 1)) {
        item->setIcon(thumbnail(pageId));
        m_withThumbnail.insert(pageId);
    } else if (m_withThumbnail.remove(pageId) || item->icon().isNull()) {
        item->setIcon(emptyThumbnail());  // the same size as a thumbnail: the text does not move
    }
    QString tip = QFileInfo(page->source.filePath).fileName();
    if (page->source.pageIndex > 0 || page->source.renderDpi > 0)
        tip += tr(", page %1").arg(page->source.pageIndex + 1);
    if (page->blank) tip += QStringLiteral("\n") + tr("blank: Recognize all pages leaves it out (Page › Recognize anyway)");
    if (page->rotation != 0 || page->skew != 0)
        tip += QStringLiteral("\n") + tr("turned %1° clockwise, straightened by %2°%3")
                                        .arg(page->rotation)
                                        .arg(page->skew, 0, 'f', 1)
                                        .arg(page->orientationDetected ? tr(" (auto-rotate)") : QString());
    if (!page->error.isEmpty()) tip += QStringLiteral("\n") + page->error;
    if (page->cut == RecognitionCut::Loop)
        tip += QStringLiteral("\n") + tr("The model kept repeating itself, so recognition stopped and the text is "
                                          "incomplete. Recognize › Retry with a repetition penalty tries again.");
    else if (page->cut == RecognitionCut::TokenLimit)
        tip += QStringLiteral("\n") + tr("Recognition stopped at the token limit, so the text may be incomplete. "
                                          "Recognize › Retry with a repetition penalty tries again; a larger token "
                                          "limit in the settings may be needed.");
    item->setToolTip(tip);
    item->setData(Qt::AccessibleDescriptionRole,
                  pageStateName(page->state) + (page->blank ? QStringLiteral(", ") + tr("blank") : QString()) +
                      (cut.isEmpty() ? QString() : QStringLiteral(", ") + cut));
}

QListWidgetItem* PageList::itemFor(const QUuid& pageId) const {
    for (int i = 0; i < count(); ++i)
        if (item(i)->data(Qt::UserRole).toUuid() == pageId) return item(i);
    return nullptr;
}

QUuid PageList::currentPageId() const {
    return currentItem() ? currentItem()->data(Qt::UserRole).toUuid() : QUuid();
}

void PageList::setCurrentPageId(const QUuid& pageId) {
    // The page alone is selected: actions on the selection then act on the page the user sees.
    if (QListWidgetItem* item = itemFor(pageId)) setCurrentItem(item, QItemSelectionModel::ClearAndSelect);
}

QList<QUuid> PageList::selectedPageIds() const {
    QList<QUuid> ids;
    for (int i = 0; i < count(); ++i)
        if (item(i)->isSelected()) ids << item(i)->data(Qt::UserRole).toUuid();
    return ids;
}

void PageList::selectPages(const QList<QUuid>& pageIds) {
    for (const QUuid& id : pageIds)
        if (QListWidgetItem* it = itemFor(id)) it->setSelected(true);
}

void PageList::removeSelectedPages() {
    const QList<QUuid> ids = selectedPageIds();
    if (!ids.isEmpty()) emit removeRequested(ids);
}

void PageList::keyPressEvent(QKeyEvent* event) {
    if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Backspace) {
        removeSelectedPages();
        return;
    }
    QListWidget::keyPressEvent(event);
}

QStringList PageList::mimeTypes() const {
    return QListWidget::mimeTypes() << QString::fromLatin1(kPageIdsMime);
}

QMimeData* PageList::mimeData(const QList<QListWidgetItem*>& items) const {
    QMimeData* mime = QListWidget::mimeData(items);
    if (!mime) mime = new QMimeData;
    QStringList ids;
    for (const QUuid& id : selectedPageIds()) ids << id.toString(QUuid::WithoutBraces);
    for (QListWidgetItem* item : items) {
        const QString id = item->data(Qt::UserRole).toUuid().toString(QUuid::WithoutBraces);
        if (!ids.contains(id)) ids << id;
    }
    mime->setData(QString::fromLatin1(kPageIdsMime), ids.join(u'\n').toLatin1());
    return mime;
}

namespace {
QList<QUuid> draggedPages(const QMimeData* mime) {
    QList<QUuid> ids;
    if (!mime || !mime->hasFormat(QString::fromLatin1(PageList::kPageIdsMime))) return ids;
    for (const QByteArray& line : mime->data(QString::fromLatin1(PageList::kPageIdsMime)).split('\n'))
        if (const QUuid id = QUuid::fromString(QLatin1String(line)); !id.isNull()) ids << id;
    return ids;
}

// Pages move; files are copied in.
void acceptAs(QDropEvent* event, Qt::DropAction wanted) {
    if (event->possibleActions() & wanted) event->setDropAction(wanted);
    event->accept();
}
}  // namespace

void PageList::dragEnterEvent(QDragEnterEvent* event) {
    QListWidget::dragEnterEvent(event);  // starts the auto-scroll and the drop indicator
    if (!draggedPages(event->mimeData()).isEmpty()) acceptAs(event, Qt::MoveAction);
    else if (!droppedLocalFiles(event->mimeData()).isEmpty()) acceptAs(event, Qt::CopyAction);
}

void PageList::dragMoveEvent(QDragMoveEvent* event) {
    QListWidget::dragMoveEvent(event);
    if (!draggedPages(event->mimeData()).isEmpty()) acceptAs(event, Qt::MoveAction);
    else if (!droppedLocalFiles(event->mimeData()).isEmpty()) acceptAs(event, Qt::CopyAction);
}

void PageList::dropEvent(QDropEvent* event) {
    const QList<QUuid> moving = draggedPages(event->mimeData());
    if (!moving.isEmpty()) {
        // The project reorders, the list follows it; the view moves no rows itself (a Copy
        // answer keeps the drag source from removing the "moved" rows afterwards).
        movePagesTo(moving, event->position().toPoint());
        acceptAs(event, Qt::CopyAction);
        return;
    }
    const QStringList paths = droppedLocalFiles(event->mimeData());
    if (paths.isEmpty()) {
        event->ignore();
        return;
    }
    acceptAs(event, Qt::CopyAction);
    emit filesDropped(paths);
}

void PageList::movePagesTo(const QList<QUuid>& moving, const QPoint& dropPosition) {
    QList<QUuid> order;
    for (const Page& page : m_project->pages())
        if (!moving.contains(page.id)) order << page.id;
    QList<QUuid> moved;
    for (const Page& page : m_project->pages())
        if (moving.contains(page.id)) moved << page.id;
    if (moved.isEmpty()) return;
    // Before the thumbnail when dropped on its upper half, after it on the lower half.
    qsizetype at = order.size();
    if (QListWidgetItem* target = itemAt(dropPosition)) {
        const QUuid targetId = target->data(Qt::UserRole).toUuid();
        if (moving.contains(targetId)) return;  // dropped on itself
        const QRect r = visualItemRect(target);
        at = order.indexOf(targetId) + (dropPosition.y() >= r.center().y() ? 1 : 0);
    } else if (count() > 0 && dropPosition.y() < visualItemRect(item(0)).top()) {
        at = 0;
    }
    for (qsizetype i = 0; i < moved.size(); ++i) order.insert(at + i, moved[i]);
    applyOrder(order);
    setCurrentPageId(moved.first());
    selectPages(moved);
}

void PageList::applyOrderToProject() {
    QList<QUuid> order;
    for (int i = 0; i < count(); ++i) order << item(i)->data(Qt::UserRole).toUuid();
    if (applyOrder(order) || order.size() != m_project->pages().size()) rebuild();
}

bool PageList::applyOrder(const QList<QUuid>& order, bool undoable) {
    QList<QUuid> before;
    for (const Page& page : m_project->pages()) before << page.id;
    bool moved = false;
    for (int to = 0; to < order.size(); ++to) {
        const int from = m_project->indexOf(order[to]);
        if (from >= 0 && from != to) {
            m_project->movePage(from, to);
            moved = true;
        }
    }
    if (moved && undoable) emit reordered(before);
    return moved;
}

}  // namespace folio
