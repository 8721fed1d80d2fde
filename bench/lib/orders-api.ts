const queryOf = (params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `?${query}` : '';
};

/** The console's API as the browser calls it. */
export function consoleApi(url: string) {
  let token = '';
  /** A call answering the JSON envelope: its data, or an error with its message. */
  async function call<T>(path: string, init: RequestInit): Promise<T> {
    const res = await fetch(`${url}/prod-api${path}`, init);
    const body = (await res.json()) as { status: number; message: string; data: T };
    if (body.status !== 200) throw new Error(`${path}: ${body.message}`);
    return body.data;
  }
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
    get<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
      return call<T>(`${path}${queryOf(params)}`, { headers: { 'x-token': token } });
    },
    /** A form POST, as the console's forms send them. */
    post<T>(path: string, form: Record<string, string | number>): Promise<T> {
      return call<T>(path, {
        method: 'POST',
        headers: { 'x-token': token, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString(),
      });
    },
    /** A POST with its params in the query string, as the list and report screens send theirs. */
    postQuery<T>(path: string, params: Record<string, string | number>): Promise<T> {
      return call<T>(`${path}${queryOf(params)}`, { method: 'POST', headers: { 'x-token': token } });
    },
    /** A JSON POST, as the console sends the calls the spec names JSON (the compensation list). */
    postJson<T>(path: string, body: Record<string, unknown>): Promise<T> {
      return call<T>(path, {
        method: 'POST',
        headers: { 'x-token': token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
    /** Reads a download to its end; answers its byte count and line count. */
    async download(path: string, params: Record<string, string>): Promise<{ bytes: number; lines: number }> {
      const res = await fetch(`${url}/prod-api${path}?${new URLSearchParams(params).toString()}`, {
        headers: { 'x-token': token },
      });
      // A refused export answers the JSON envelope instead of a file.
      if (res.headers.get('content-type')?.startsWith('application/json'))
        throw new Error(`${path}: ${((await res.json()) as { message: string }).message}`);
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
