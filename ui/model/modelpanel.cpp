#include "modelpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>

#include "jobs/localenginebackend.h"
#include "jobs/modeldownloader.h"
#include "layout/modelprofile.h"
#include "settings/settings.h"

namespace folio {

ModelPanel::ModelPanel(Settings* settings, QWidget* parent)
    : QWidget(parent),
      m_settings(settings),
      m_downloader(new ModelDownloader(this)),
      m_folder(new QLineEdit(this)),
      m_device(new QComboBox(this)),
      m_dtype(new QComboBox(this)),
      m_threads(new QSpinBox(this)),
      m_running(new QLabel(tr("not loaded"), this)),
      m_memory(new QSpinBox(this)),
      m_kvCache(new QComboBox(this)),
      m_concurrent(new QSpinBox(this)),
      m_longestSide(new QSpinBox(this)),
      m_greedy(new QCheckBox(tr("Greedy (deterministic)"), this)),
      m_temperature(new QDoubleSpinBox(this)),
      m_topP(new QDoubleSpinBox(this)),
      m_maxTokens(new QSpinBox(this)),
      m_status(new QLabel(this)),
      m_repository(new QComboBox(this)),
      m_capabilities(new QLabel(this)),
      m_download(new QPushButton(tr("Download"), this)),
      m_progress(new QProgressBar(this)) {
    auto* form = new QFormLayout(this);
    auto* folderRow = new QHBoxLayout;
    auto* browse = new QPushButton(tr("Choose…"), this);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    form->addRow(tr("Model folder"), folderRow);
    m_folder->setAccessibleName(tr("Model folder"));  // the row's label names the row, not the field
    m_capabilities->setWordWrap(true);
    form->addRow(QString(), m_capabilities);
    for (const QString& repository : downloadableModels()) {
        m_repository->addItem(repository.section(u'/', -1), repository);
        m_repository->setItemData(m_repository->count() - 1, profileForModelName(repository).capabilities(), Qt::ToolTipRole);
    }
    // The second is LightOnOCR-2-1B, the default of earlier versions; LightOnOCR-3-1B adds layout.
    m_repository->setCurrentIndex(m_repository->findData(ModelDownloader::defaultRepository()));
    m_repository->setAccessibleName(tr("Model to download"));
    auto* downloadRow = new QHBoxLayout;
    downloadRow->addWidget(m_repository, 1);
    downloadRow->addWidget(m_download);
    form->addRow(tr("Download"), downloadRow);
    form->addRow(QString(), m_progress);
    m_progress->hide();
    for (const DeviceChoice& d : LocalEngineBackend::availableDevices())
        m_device->addItem(d.name, d.id);
    form->addRow(tr("Device"), m_device);
    m_dtype->addItem(tr("Automatic: the fastest this device runs well"), "auto");
    m_dtype->addItem("bfloat16", "bfloat16");
    m_dtype->addItem("float16", "float16");
    m_dtype->addItem(tr("float32: exact, slowest"), "float32");
    m_dtype->addItem(tr("int8: 8-bit decoder weights, faster and smaller on the CPU"), "int8");
    m_dtype->setToolTip(tr("The precision of the model's weights. On a GPU, bfloat16 is fast and exact enough. On the "
                           "CPU, int8 stores the decoder's weights in 8 bits: pages are recognized faster in less "
                           "memory, and a few words may come out differently than in float32."));
    form->addRow(tr("Precision"), m_dtype);
    m_threads->setRange(0, 1024);
    m_threads->setSpecialValueText(tr("one per core"));
    m_threads->setToolTip(tr("Threads the engine's work on the CPU uses."));
    form->addRow(tr("CPU threads"), m_threads);
    m_running->setObjectName(QStringLiteral("engine-running"));
    m_running->setWordWrap(true);
    m_running->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Running"), m_running);
    m_memory->setRange(0, 1 << 20);
    m_memory->setSuffix(tr(" MiB"));
    m_memory->setSpecialValueText(tr("automatic (90% of free)"));
    m_memory->setSingleStep(1024);
    form->addRow(tr("Memory budget"), m_memory);
    m_kvCache->addItem(tr("Model precision"), "auto");
    m_kvCache->addItem(tr("fp8: about twice the pages in memory (GPU only)"), "fp8");
    form->addRow(tr("KV cache"), m_kvCache);
    m_concurrent->setRange(1, 256);
    form->addRow(tr("Pages at once"), m_concurrent);
    m_longestSide->setRange(256, 4096);
    m_longestSide->setSuffix(tr(" px"));
    form->addRow(tr("Longest image side"), m_longestSide);
    form->addRow(tr("Sampling"), m_greedy);
    m_temperature->setRange(0.0, 2.0);
    m_temperature->setSingleStep(0.05);
    form->addRow(tr("Temperature"), m_temperature);
    m_topP->setRange(0.01, 1.0);
    m_topP->setSingleStep(0.05);
    form->addRow(tr("Top-p"), m_topP);
    m_maxTokens->setRange(16, 16384);
    form->addRow(tr("Max tokens per page"), m_maxTokens);
    m_status->setObjectName(QStringLiteral("model-status"));
    m_status->setWordWrap(true);
    form->addRow(m_status);
    auto* applyButton = new QPushButton(tr("Apply"), this);
    form->addRow(QString(), applyButton);

    loadFromSettings();
    showCapabilities();
    connect(m_folder, &QLineEdit::textChanged, this, &ModelPanel::showCapabilities);
    connect(m_repository, &QComboBox::currentIndexChanged, this,
            [this] { m_repository->setToolTip(m_repository->currentData(Qt::ToolTipRole).toString()); });
    connect(browse, &QPushButton::clicked, this, &ModelPanel::chooseFolder);
    connect(m_device, &QComboBox::currentIndexChanged, this, &ModelPanel::updateKvCacheChoice);
    connect(applyButton, &QPushButton::clicked, this, &ModelPanel::apply);
    connect(m_folder, &QLineEdit::editingFinished, this, &ModelPanel::apply);
    connect(m_greedy, &QCheckBox::toggled, this, [this](bool greedy) {
        m_temperature->setEnabled(!greedy);
        m_topP->setEnabled(!greedy);
    });
    connect(m_download, &QPushButton::clicked, this, [this] {
        if (m_downloader->isRunning())
            m_downloader->cancel();
        else
            startDownload();
    });
    connect(m_downloader, &ModelDownloader::progress, this, [this](qint64 done, qint64 total) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
        m_progress->setFormat(tr("%1 of %2 MiB").arg(done >> 20).arg(total >> 20));
    });
    connect(m_downloader, &ModelDownloader::fileStarted, this,
            [this](const QString& path) { setStatus(tr("Downloading %1…").arg(path)); });
    connect(m_downloader, &ModelDownloader::finished, this,
            [this](bool ok, const QString& message) {
                m_download->setText(tr("Download"));
                m_progress->hide();  // the status line says how it ended
                if (!ok) {
                    setStatus(tr("Download stopped: %1").arg(message));
                    return;
                }
                m_folder->setText(message);
                setStatus(tr("Downloaded into %1").arg(message));
                apply();
            });
}

void ModelPanel::loadFromSettings() {
    const ModelSettings m = m_settings->model();
    m_folder->setText(m.modelFolder);
    const int device = m_device->findData(m.device);
    m_device->setCurrentIndex(device >= 0 ? device : 0);
    m_dtype->setCurrentIndex(std::max(0, m_dtype->findData(m.dtype)));
    m_threads->setValue(m.cpuThreads);
    m_memory->setValue(m.memoryBudgetMiB);
    m_kvCache->setCurrentIndex(std::max(0, m_kvCache->findData(m.kvCache)));
    updateKvCacheChoice();
    m_concurrent->setValue(m.maxConcurrentPages);
    m_longestSide->setValue(m.longestImageSide);
    const SamplingSettings s = m_settings->sampling();
    m_greedy->setChecked(s.greedy);
    m_temperature->setValue(s.temperature);
    m_topP->setValue(s.topP);
    m_maxTokens->setValue(s.maxNewTokens);
    m_temperature->setEnabled(!s.greedy);
    m_topP->setEnabled(!s.greedy);
}

// The fp8 cache exists on CUDA devices only: elsewhere the choice is shown but fixed.
void ModelPanel::updateKvCacheChoice() {
    const bool gpu = m_device->currentData().toString().startsWith(QLatin1String("cuda"));
    m_kvCache->setEnabled(gpu);
    if (!gpu) m_kvCache->setCurrentIndex(0);
}

void ModelPanel::apply() {
    ModelSettings m;
    m.modelFolder = m_folder->text().trimmed();
    m.device = m_device->currentData().toString();
    m.dtype = m_dtype->currentData().toString();
    m.cpuThreads = m_threads->value();
    m.memoryBudgetMiB = m_memory->value();
    m.kvCache = m_kvCache->isEnabled() ? m_kvCache->currentData().toString() : QStringLiteral("auto");
    m.maxConcurrentPages = m_concurrent->value();
    m.longestImageSide = m_longestSide->value();
    SamplingSettings s = m_settings->sampling();
    s.greedy = m_greedy->isChecked();
    s.temperature = m_temperature->value();
    s.topP = m_topP->value();
    s.maxNewTokens = m_maxTokens->value();
    m_settings->setSampling(s);
    const bool changed = !(m == m_settings->model());
    m_settings->setModel(m);
    if (changed) emit modelSettingsApplied();
}

void ModelPanel::chooseFolder() {
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Model folder"), m_folder->text());
    if (folder.isEmpty()) return;
    if (const QString problem = LocalEngineBackend::modelFolderProblem(folder); !problem.isEmpty()) {
        setStatus(tr("This folder does not hold a model: %1.").arg(problem));
        return;
    }
    m_folder->setText(folder);
    apply();
}

void ModelPanel::startDownload() {
    m_download->setText(tr("Stop download"));
    m_progress->show();
    m_progress->setRange(0, 0);
    const QString repository = m_repository->currentData().toString();
    setStatus(tr("Listing the files of %1…").arg(repository));
    m_downloader->start(repository, ModelDownloader::defaultDestination(repository));
}

void ModelPanel::showCapabilities() {
    const QString folder = m_folder->text();
    m_capabilities->setText(folder.isEmpty() ? QString() : profileForModelFolder(folder).capabilities());
}

void ModelPanel::setRunning(const QString& text) {
    m_running->setText(text);
}

void ModelPanel::setStatus(const QString& text) {
    m_status->setText(text);
}

}  // namespace folio
