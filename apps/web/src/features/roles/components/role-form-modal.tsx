import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_NAME_MAX_LENGTH, type RoleAddBody, type RoleRow } from '@ota/contract';
import { checkedCodes } from './code-groups';
import { CodeTree } from './code-tree';
import { FormDialog } from '../../../components/discard-guard';

interface RoleFormValues {
  name: string;
  codes: string[];
}

interface RoleFormModalProps {
  /** undefined: closed; null: a new role; a row: edit that role. */
  role: RoleRow | null | undefined;
  saving: boolean;
  onSave: (values: RoleAddBody) => Promise<void>;
  onClose: () => void;
}

export function RoleFormModal({ role, saving, onSave, onClose }: RoleFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleFormValues>();
  const open = role !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(role ? { name: role.name, codes: role.codes } : { name: '', codes: [] });
  }, [open, role, form]);

  const submit = async (values: RoleFormValues) => {
    try {
      await onSave({ name: values.name.trim(), codes: checkedCodes(values.codes) });
    } catch {
      // the API client showed the refusal; the form stays open
    }
  };

  return (
    <FormDialog
      open={open}
      title={role ? t('roles.editTitle') : t('roles.addTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      forceRender
      data-testid="role-form-modal"
    >
      <Form<RoleFormValues>
        form={form}
        layout="vertical"
        name="role"
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('roles.name')}
          rules={[
            { required: true, whitespace: true, message: t('roles.rules.nameRequired') },
            { max: ROLE_NAME_MAX_LENGTH, message: t('roles.rules.nameMax', { max: ROLE_NAME_MAX_LENGTH }) },
          ]}
        >
          <Input maxLength={ROLE_NAME_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="codes"
          label={t('roles.codes')}
          rules={[{ required: true, type: 'array', min: 1, message: t('roles.rules.codesRequired') }]}
        >
          <CodeTree />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
