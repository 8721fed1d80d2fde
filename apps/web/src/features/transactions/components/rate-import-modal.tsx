import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { fileLines, useImportRates } from '../api/exchange-rates';
import { rateRefusal } from './rate-refusal';

/**
 * POST /exchangeRate/import: a CSV file of date,currency,rate lines, all or nothing. A refusal stays in
 * the dialog with the server's message, which names the line, so the file can be put right.
 */
export function RateImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const importRates = useImportRates();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // Closed either way, the dialog forgets the file and the refusal: it opens empty next time.
  const close = () => {
    setFile(null);
    setRefusal(null);
    onClose();
  };

  const submit = async () => {
    if (!file) {
      setRefusal(t('transactions.rates.fileRequired'));
      return;
    }
    try {
      const result = await importRates.mutateAsync(await fileLines(file));
      notify.success(t('transactions.rates.imported', { count: result.imported }));
      close();
    } catch (error) {
      setRefusal(rateRefusal(error, t));
    }
  };

  return (
    <Modal
      open={open}
      title={t('transactions.rates.importTitle')}
      okText={t('transactions.rates.import')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={importRates.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('transactions.rates.importHint')}</Typography.Paragraph>
      <Upload
        accept=".csv,text/csv,text/plain"
        maxCount={1}
        fileList={file ? [{ uid: 'rates', name: file.name, status: 'done' }] : []}
        beforeUpload={(chosen) => {
          setFile(chosen);
          setRefusal(null);
          // Read here, sent as lines on OK: nothing is uploaded on its own.
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <Button icon={<UploadOutlined />} data-testid="rate-import-file">
          {t('transactions.rates.chooseFile')}
        </Button>
      </Upload>
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          data-testid="rate-import-error"
          title={t('transactions.rates.importRefused')}
          description={refusal}
        />
      )}
    </Modal>
  );
}
