// The model panel: which model folder is in use, device, dtype, CPU threads, memory budget,
// concurrent pages, longest image side and sampling. When no model is installed it says so and offers
// to choose a folder or download LightOnOCR-2-1B with a progress bar (resumable).
#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;
class QSpinBox;
class QDoubleSpinBox;
class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace folio {

class Settings;
class ModelDownloader;

class ModelPanel : public QWidget {
    Q_OBJECT
public:
    ModelPanel(Settings* settings, QWidget* parent = nullptr);

    ModelDownloader* downloader() const { return m_downloader; }
    void setStatus(const QString& text);  // "loading…", "ready: …", an error
    // What the open engine runs ("cpu: int8 weights, float32 KV cache, 2 threads"), or that none is.
    void setRunning(const QString& text);
    void chooseFolder();
    void startDownload();

signals:
    void modelSettingsApplied();  // the user changed the model setup: reload the engine

private:
    void loadFromSettings();
    void apply();
    void updateKvCacheChoice();
    void showCapabilities();

    Settings* m_settings;
    ModelDownloader* m_downloader;
    QLineEdit* m_folder;
    QComboBox* m_device;
    QComboBox* m_dtype;
    QSpinBox* m_threads;
    QLabel* m_running;
    QSpinBox* m_memory;
    QComboBox* m_kvCache;
    QSpinBox* m_concurrent;
    QSpinBox* m_longestSide;
    QCheckBox* m_greedy;
    QDoubleSpinBox* m_temperature;
    QDoubleSpinBox* m_topP;
    QSpinBox* m_maxTokens;
    QLabel* m_status;
    QComboBox* m_repository;   // which checkpoint the download button fetches
    QLabel* m_capabilities;    // what the chosen folder's model can do
    QPushButton* m_download;
    QProgressBar* m_progress;
};

}  // namespace folio
