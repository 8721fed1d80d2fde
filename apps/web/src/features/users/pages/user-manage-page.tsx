import { useMemo, useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { USER_SORT_FIELDS, type UserRow, type UserSortField } from '@ota/contract';
import { findRoute } from '../../../lib/permissions';
import { textParam, type ListSpec } from '../../../lib/list-state';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { useDelUser } from '../api/del-user';
import { useRoleOptions } from '../api/get-role-options';
import { useUsers } from '../api/get-users';
import { UserFormModal } from '../components/user-form-modal';
import { UserSearchForm, type UserSearch } from '../components/user-search-form';
import { UserTable } from '../components/user-table';
import { clientGrantScope } from '../utils/grant-scope';

const NO_USERS: UserRow[] = [];
const LIST: ListSpec<UserSearch, UserSortField> = {
  filters: { name: textParam, phone: textParam },
  sortFields: USER_SORT_FIELDS,
};

/**
 * User manage (/html/userManage, 1004-1) and limited user manage (/html/normalAuthManage, 1007-1):
 * one screen; what a limited manager may give follows from its codes, not from the route.
 */
export default function UserManagePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { codes, user } = useSession();
  const scope = useMemo(() => clientGrantScope(codes, user), [codes, user]);
  const { search, table, setSearch, setTable } = useListState(LIST);
  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);

  const users = useUsers({ ...search, ...table });
  const roles = useRoleOptions();
  const deleteUser = useDelUser(t('users.deleted'));
  const page = users.isError ? undefined : users.data?.pageData;
  const title = findRoute(pathname)?.title ?? 'menu.userManage';

  const onDelete = async (row: UserRow) => {
    await deleteUser.mutateAsync(row.id);
    // The last row of a page gone: show the page before it.
    if (page?.list.length === 1 && table.pageNum > 1) setTable({ ...table, pageNum: table.pageNum - 1 });
  };

  return (
    <div className="page-container" data-testid="user-manage-page">
      <Card
        title={t(title)}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            data-testid="add-user"
          >
            {t('users.add')}
          </Button>
        }
      >
        <UserSearchForm search={search} onSearch={setSearch} />
        <UserTable
          rows={page?.list ?? NO_USERS}
          total={page?.total ?? 0}
          loading={users.isFetching}
          state={table}
          onChange={setTable}
          onEdit={setEditing}
          onDelete={onDelete}
          scope={scope}
          roles={roles.data ?? []}
        />
        <UserFormModal
          user={editing}
          onClose={() => setEditing(undefined)}
          scope={scope}
          roles={roles.data ?? []}
          rolesLoading={roles.isFetching}
        />
      </Card>
    </div>
  );
}
