import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="not-found" data-testid="not-found">
      <Result
        status="404"
        title="404"
        subTitle={t('errors.notFound')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('errors.backHome')}
          </Button>
        }
      />
    </main>
  );
}
