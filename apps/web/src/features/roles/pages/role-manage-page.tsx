import { useMemo, useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RoleAddBody, RoleRow } from '@ota/contract';
import { textParam, type ListSpec } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { useAddRole } from '../api/add-role';
import { useDelRole } from '../api/del-role';
import { useEditRole } from '../api/edit-role';
import { useRoles } from '../api/get-roles';
import { RoleFormModal } from '../components/role-form-modal';
import { RoleSearchForm, type RoleSearch } from '../components/role-search-form';
import { ROLE_SORT_FIELDS, RoleTable, type RoleSortField } from '../components/role-table';

const LIST: ListSpec<RoleSearch, RoleSortField> = {
  filters: { name: textParam },
  sortFields: ROLE_SORT_FIELDS,
};

/** /html/roleManage (1004-2): roles as named sets of permission codes. */
export default function RoleManagePage() {
  const { t } = useTranslation();
  const { search, table, setSearch, setTable } = useListState(LIST);
  const [editing, setEditing] = useState<RoleRow | null | undefined>(undefined);
  const roles = useRoles();
  const add = useAddRole(t('roles.saved'));
  const edit = useEditRole(t('roles.saved'));
  const remove = useDelRole(t('roles.deleted'));

  const rows = useMemo(() => {
    const all = roles.isError ? [] : (roles.data ?? []);
    const wanted = search.name?.toLowerCase();
    return wanted ? all.filter((role) => role.name.toLowerCase().includes(wanted)) : all;
  }, [roles.data, roles.isError, search.name]);

  const save = async (values: RoleAddBody) => {
    if (editing) await edit.mutateAsync({ id: editing.id, ...values });
    else await add.mutateAsync(values);
    setEditing(undefined);
  };

  return (
    <div className="page-container" data-testid="role-manage-page">
      <Card
        title={t('menu.roleManage')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            data-testid="add-role"
          >
            {t('roles.add')}
          </Button>
        }
      >
        <RoleSearchForm search={search} onSearch={setSearch} />
        <RoleTable
          rows={rows}
          loading={roles.isFetching}
          state={table}
          onChange={setTable}
          onEdit={setEditing}
          onDelete={(role) => remove.mutateAsync(role.id)}
        />
        <RoleFormModal
          role={editing}
          saving={add.isPending || edit.isPending}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      </Card>
    </div>
  );
}
