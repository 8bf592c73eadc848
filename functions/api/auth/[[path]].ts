import { login, type LoginEnv } from "../../../admin/login";

/**
 * Cloudflare Pages routes /api/auth and every path below it here; the content editor's login
 * (admin/login.ts, decision 027) answers, with the variables of the Pages project's environment.
 */
export const onRequest = ({ request, env }: { request: Request; env: LoginEnv }) => login(request, env);
