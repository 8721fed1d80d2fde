import { Layout as AntLayout } from 'antd';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <AntLayout.Footer className="app-footer" data-testid="footer">
      {t('layout.footer')}
    </AntLayout.Footer>
  );
}
