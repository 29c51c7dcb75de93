import { useState } from "react";
import { NewPasswordField } from "~/components/candidate/new-password-field";

/**
 * A new account's password (registration, an accepted invitation): "Password", required, with the
 * strength meter. The form reads the value from the field itself.
 */
export function AccountPasswordField({ id, error }: { id: string; error?: string }) {
  const [password, setPassword] = useState("");
  return (
    <NewPasswordField
      id={id}
      name="password"
      label="Password"
      required
      value={password}
      onChange={(event) => setPassword(event.target.value)}
      error={error}
    />
  );
}
