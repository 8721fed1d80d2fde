import { useEffect, useState } from 'react';
import { Alert, Form, Input, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleRow, UserRow } from '@ota/contract';
import { useUserDetails } from '../api/get-user-details';
import { RolesNotSavedError, useSaveUser } from '../api/save-user';
import { canGivePlatform, type ClientGrantScope } from '../utils/grant-scope';
import {
  PLATFORM_CHOICES,
  fromPlatformChoice,
  toPlatformChoice,
  type PlatformChoice,
} from '../utils/platform-choice';
import { RolePicker } from './role-picker';
import { useUserFormRules } from './user-form-rules';
import { FormDialog } from '../../../components/discard-guard';

export interface UserFormValues {
  name: string;
  phone: string;
  email: string;
  password?: string;
  platform: PlatformChoice;
  roleIds: number[];
}

interface UserFormModalProps {
  /** undefined: closed; null: a new user; a row: edit that user. */
  user: UserRow | null | undefined;
  onClose: () => void;
  scope: ClientGrantScope;
  roles: readonly RoleRow[];
  rolesLoading: boolean;
}

function valuesOf(user: UserRow | null, scope: ClientGrantScope): Partial<UserFormValues> {
  if (!user) return { platform: toPlatformChoice(scope.platformType), roleIds: [] };
  return {
    name: user.name,
    phone: user.phone,
    email: user.email,
    password: '',
    platform: toPlatformChoice(user.platformType),
    roleIds: user.roleIds,
  };
}

/** Add or edit a user: the user first, then its roles (two calls, spec section 7). */
export function UserFormModal({ user, onClose, scope, roles, rolesLoading }: UserFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  // Set when the user was created but its roles were refused: the form goes on editing that user.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const editingId = user ? user.id : createdId;
  const details = useUserDetails(user ? user.id : null);
  const save = useSaveUser(t('users.saved'));
  const rules = useUserFormRules(editingId !== null);
  const open = user !== undefined;
  const current = details.data ?? user ?? null;
  // The server refuses a manager its own platform and roles.
  const self = editingId !== null && editingId === scope.userId;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(current, scope));
  }, [open, current, scope, form]);

  const close = () => {
    setCreatedId(null);
    setRolesError(null);
    save.reset();
    onClose();
  };

  const submit = async (values: UserFormValues) => {
    setRolesError(null);
    try {
      await save.mutateAsync({
        id: editingId,
        user: {
          name: values.name.trim(),
          phone: values.phone.trim(),
          email: values.email.trim(),
          platformType: fromPlatformChoice(values.platform),
          ...(values.password ? { password: values.password } : {}),
        },
        roleIds: values.roleIds,
        previousRoleIds: createdId !== null ? [] : (current?.roleIds ?? []),
      });
      close();
    } catch (error) {
      if (error instanceof RolesNotSavedError) {
        setCreatedId(error.userId);
        setRolesError(error.message);
      }
      // other refusals were shown by the API client
    }
  };

  return (
    <FormDialog
      open={open}
      title={editingId === null ? t('users.addTitle') : t('users.editTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={save.isPending}
      forceRender
      data-testid="user-form-modal"
    >
      <Spin spinning={details.isFetching}>
        {rolesError && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('users.rolesNotSaved')}
            description={rolesError}
            data-testid="roles-error"
          />
        )}
        <Form<UserFormValues>
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          name="user"
        >
          <Form.Item name="name" label={t('users.name')} rules={rules.name}>
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
          <Form.Item name="phone" label={t('users.phone')} rules={rules.phone}>
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
          <Form.Item name="email" label={t('users.email')} rules={rules.email}>
            <Input maxLength={254} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('users.password')}
            rules={rules.password}
            extra={editingId === null ? undefined : t('users.passwordKeep')}
          >
            <Input.Password autoComplete="new-password" maxLength={256} />
          </Form.Item>
          <Form.Item
            name="platform"
            label={t('users.platform')}
            rules={rules.platform}
            extra={
              self
                ? t('users.selfHint')
                : scope.platformType === null
                  ? undefined
                  : t('users.ownPlatformHint')
            }
          >
            <Select
              disabled={self}
              options={PLATFORM_CHOICES.map((choice) => ({
                value: choice,
                label: t(`users.platforms.${choice}`),
                disabled: !canGivePlatform(scope, fromPlatformChoice(choice)),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="roleIds"
            label={t('users.roles')}
            rules={rules.roleIds}
            extra={self ? t('users.selfHint') : scope.limited ? t('users.limitedHint') : undefined}
          >
            <RolePicker roles={roles} scope={scope} loading={rolesLoading} disabled={self} />
          </Form.Item>
        </Form>
      </Spin>
    </FormDialog>
  );
}
