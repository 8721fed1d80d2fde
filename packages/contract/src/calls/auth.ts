import { z } from 'zod';
import { loginData, loginForm, logoutQuery } from '../auth';
import { defineCall } from './define-call';

/** Signing in and out (spec section 7, Auth). */
export const authCalls = {
  login: defineCall({
    method: 'POST',
    path: '/login',
    access: 'public',
    encoding: 'form',
    input: loginForm,
    answer: loginData,
    summary: 'Signs in: the session token, the user, and the menu and codes of their roles',
  }),
  logout: defineCall({
    method: 'POST',
    path: '/logout',
    access: 'signedIn',
    // The console sends the token as params (spec section 7); no body.
    encoding: 'query-or-form',
    tokenInQuery: true,
    input: logoutQuery,
    answer: z.null(),
    summary: 'Ends the session of the token',
  }),
};
