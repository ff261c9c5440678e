import React from "react";

/** A phone number that never breaks across lines. */
export function PhoneText({ phone }: { phone: string }) {
  return <span className="nowrap">{phone}</span>;
}

/** An email address that may break only after the @ or before a dot, never inside a word. */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="nowrap">{part}</span>
        </React.Fragment>
      ))}
    </span>
  );
}
