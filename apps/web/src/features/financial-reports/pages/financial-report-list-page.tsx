import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddLineModal } from '../components/add-line-modal';
import { FinancialReportView } from '../components/financial-report-view';

/** /html/financialReportList (1008-1): the second platform's report, and lines from outside. */
export default function FinancialReportListPage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <div className="page-container" data-testid="financial-report-list-page">
      <FinancialReportView
        base="/edreams"
        title={t('financialReports.listTitle')}
        actions={
          <Button type="primary" data-testid="financial-add-line" onClick={() => setAdding(true)}>
            {t('financialReports.addLine')}
          </Button>
        }
      />
      <AddLineModal open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
