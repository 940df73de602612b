export { useAuthStore, type AuthState } from './auth-store';
export { isTokenUsable, decodeJwtPayload } from './token';
export { updateUserProfile } from './update-profile';
export { useSignOut } from './use-sign-out';
