/** What the API shows of an admin: never the password hash or the 2FA secret. Shared by the server and the Admin Users tab that lists them. */
export interface PublicAdmin {
  id: string;
  username: string;
  email: string;
  isActive: boolean;
  twoFactorEnabled: boolean;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
}
