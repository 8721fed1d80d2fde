/** The console's API as the browser calls it. */
export function consoleApi(url: string) {
  let token = '';
  return {
    async signIn(user: string, password: string): Promise<void> {
      const res = await fetch(`${url}/prod-api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ userName: user, passWord: password }).toString(),
      });
      const body = (await res.json()) as { data: { 'X-Token': string } };
      token = body.data['X-Token'];
    },
    async get<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
      const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
      const res = await fetch(`${url}/prod-api${path}${query ? `?${query}` : ''}`, {
        headers: { 'x-token': token },
      });
      const body = (await res.json()) as { status: number; message: string; data: T };
      if (body.status !== 200) throw new Error(`${path}: ${body.message}`);
      return body.data;
    },
    /** A form POST, as the console's forms send them. */
    async post<T>(path: string, form: Record<string, string | number>): Promise<T> {
      const res = await fetch(`${url}/prod-api${path}`, {
        method: 'POST',
        headers: { 'x-token': token, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString(),
      });
      const body = (await res.json()) as { status: number; message: string; data: T };
      if (body.status !== 200) throw new Error(`${path}: ${body.message}`);
      return body.data;
    },
    /** Reads a download to its end; answers its byte count and line count. */
    async download(path: string, params: Record<string, string>): Promise<{ bytes: number; lines: number }> {
      const res = await fetch(`${url}/prod-api${path}?${new URLSearchParams(params).toString()}`, {
        headers: { 'x-token': token },
      });
      if (!res.body) return { bytes: 0, lines: 0 };
      let bytes = 0;
      let lines = 0;
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        for (const byte of value) if (byte === 10) lines += 1;
      }
      return { bytes, lines };
    },
  };
}
export type ConsoleApi = ReturnType<typeof consoleApi>;
