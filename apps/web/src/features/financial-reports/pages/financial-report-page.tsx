import { useTranslation } from 'react-i18next';
import { FinancialReportView } from '../components/financial-report-view';

/** /html/financialReport (1003-1): the caller's platform, the last full week by default. */
export default function FinancialReportPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container" data-testid="financial-report-page">
      <FinancialReportView base="" title={t('financialReports.title')} />
    </div>
  );
}
