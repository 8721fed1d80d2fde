import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginForm } from '@ota/contract';
import { login } from '../../features/auth/api/login';
import { saveSession } from '../../lib/session';
import { LanguageSwitch } from '../components/language-switch';
import { BRAND } from '../routes/page-title';
import { loginTarget } from './login-target';

/** /login (spec section 7, Auth): on status 200 the session is stored and the user goes on. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: LoginForm) => {
    setSubmitting(true);
    try {
      const data = await login(values, t('login.failed'));
      saveSession(data);
      await navigate(loginTarget(params.get('redirect'), data.jsonData.codes), { replace: true });
    } catch {
      // the API client showed the message, or 'login faild'
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="login-page">
      <div className="login-language">
        <LanguageSwitch />
      </div>
      <section className="login-card" aria-labelledby="login-heading">
        <div className="login-brand">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <h1 id="login-heading">{BRAND}</h1>
        </div>
        <p className="login-subtitle">{t('login.heading')}</p>
        <Form<LoginForm>
          name="login"
          layout="vertical"
          size="large"
          requiredMark={false}
          onFinish={(values) => void onFinish(values)}
          autoComplete="on"
          data-testid="login-form"
        >
          <Form.Item
            label={t('login.userName')}
            name="userName"
            rules={[{ required: true, whitespace: true, message: t('login.userNameRequired') }]}
          >
            <Input
              prefix={<UserOutlined />}
              autoComplete="username"
              placeholder={t('login.userName')}
              autoFocus
            />
          </Form.Item>
          <Form.Item
            label={t('login.passWord')}
            name="passWord"
            rules={[{ required: true, message: t('login.passWordRequired') }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              placeholder={t('login.passWord')}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('login.submit')}
            </Button>
          </Form.Item>
        </Form>
      </section>
    </main>
  );
}
