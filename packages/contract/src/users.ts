/** A row of the user list (`GET /user/page/list`, spec section 3 "User"). */
export interface UserRow {
  id: number;
  name: string;
  phone: string;
  email: string;
  roleName: string;
  roleIds: number[];
  platformType: number | null;
  createdTime: string;
}

export interface UserPage {
  pageData: { list: UserRow[]; total: number };
}

export interface RoleRow {
  id: number;
  name: string;
  codes: string[];
}
