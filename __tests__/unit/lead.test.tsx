import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { LeadForm } from "../../src/components/LeadForm";
import { FaqAccordion } from "../../src/components/FaqAccordion";
import { EMPTY_LEAD, fieldsOf, leadPayload, sendLead } from "../../src/lib/lead";
import { siteQueryResult } from "../helpers/siteData";

const data = siteQueryResult();
beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(data);
});
afterEach(() => jest.restoreAllMocks());

describe("lead helpers", () => {
  it("orders a form's fields: name, e-mail, phone, then the page's extras", () => {
    expect(fieldsOf([])).toEqual(["name", "email", "phone"]);
    expect(fieldsOf(["message", "company"])).toEqual(["name", "email", "phone", "company", "message"]);
    expect(fieldsOf(["complianceFramework", "company"])).toEqual(["name", "email", "phone", "company", "complianceFramework"]);
  });

  it("puts only the form's own fields, trimmed, with the page and the time into the payload", () => {
    const values = { ...EMPTY_LEAD, name: " Ana Ruiz ", email: "ana@example.com", phone: "305 555 0100", message: "hidden" };
    expect(leadPayload(values, ["name", "email", "phone"], "/services/it-support/", new Date("2026-11-22T10:00:00Z"))).toEqual({
      name: "Ana Ruiz",
      email: "ana@example.com",
      phone: "305 555 0100",
      path: "/services/it-support/",
      submittedAt: "2026-11-22T10:00:00.000Z",
    });
  });

  const payload = { path: "/", submittedAt: "2026-11-22T10:00:00.000Z", name: "A" };

  it("counts only a 2xx answer as sent", async () => {
    const ok = jest.fn().mockResolvedValue({ ok: true });
    await expect(sendLead("https://forms.example.net/x", payload, 1000, ok)).resolves.toBe("sent");
    expect(ok).toHaveBeenCalledWith(
      "https://forms.example.net/x",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify(payload),
        headers: expect.objectContaining({ "Content-Type": "application/json" }),
      }),
    );
    await expect(sendLead("u", payload, 1000, jest.fn().mockResolvedValue({ ok: false }))).resolves.toBe("failed");
    await expect(sendLead("u", payload, 1000, jest.fn().mockRejectedValue(new TypeError("network")))).resolves.toBe("failed");
  });

  it("gives up after the time-out by aborting the request", async () => {
    jest.useFakeTimers();
    const hanging = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const result = sendLead("u", payload, 10_000, hanging as unknown as typeof fetch);
    jest.advanceTimersByTime(9_999);
    expect(hanging.mock.calls[0][1].signal!.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(result).resolves.toBe("failed");
    jest.useRealTimers();
  });
});

describe("LeadForm", () => {
  const form = { heading: "Get a quote", submitLabel: "Send", confirmation: "about our VoIP services", extraFields: ["company"] as const };
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  const fill = () => {
    type("Name", "Ana Ruiz");
    type("Email", "ana@example.com");
    type("Phone", "305 555 0100");
    type("Company", "Ruiz Law");
  };
  const values = () => Array.from(document.querySelectorAll<HTMLInputElement>("form input:not([tabindex='-1'])")).map((el) => el.value);

  it("without an endpoint confirms in place with the page's message, moves the focus there and empties every field", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    render(<LeadForm form={form} phone="(305) 555-0142" endpoint={null} />);
    expect(screen.getByRole("alert").textContent).toBe("");
    fill();
    expect(values()).toEqual(["Ana Ruiz", "ana@example.com", "305 555 0100", "Ruiz Law"]);
    await act(async () => {
      fireEvent.submit(document.querySelector("form")!);
    });
    const confirmation = screen.getByRole("alert");
    expect(confirmation.textContent).toBe("Thank you for your interest! We'll contact you within 24 hours about our VoIP services.");
    expect(document.activeElement).toBe(confirmation);
    expect(alert).not.toHaveBeenCalled();
    expect(values()).toEqual(["", "", "", ""]);
    // Typing again starts a new lead: the old confirmation goes.
    type("Name", "Luis");
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("keeps every field and shows the phone number when the endpoint fails", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    global.fetch = jest.fn().mockResolvedValue({ ok: false }) as unknown as typeof fetch;
    render(<LeadForm form={form} phone="(305) 555-0142" endpoint="https://forms.example.net/x" />);
    fill();
    await act(async () => {
      fireEvent.submit(document.querySelector("form")!);
    });
    expect(alert).not.toHaveBeenCalled();
    expect(values()).toEqual(["Ana Ruiz", "ana@example.com", "305 555 0100", "Ruiz Law"]);
    expect(screen.getByRole("link", { name: "(305) 555-0142" }).getAttribute("href")).toBe("tel:+13055550142");
  });

  it("drops a submission whose honeypot is filled without calling the endpoint", async () => {
    jest.spyOn(window, "alert").mockImplementation(() => undefined);
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<LeadForm form={form} phone="(305) 555-0142" endpoint="https://forms.example.net/x" />);
    fill();
    fireEvent.change(document.querySelector('input[name="website_url"]')!, { target: { value: "spam" } });
    await act(async () => {
      fireEvent.submit(document.querySelector("form")!);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("FaqAccordion", () => {
  const items = [
    { question: "First question?", answer: "First answer, long enough to read." },
    { question: "Second question?", answer: "Second answer, long enough to read." },
  ];
  it("opens one answer at a time and closes the open one when it is chosen again", () => {
    render(<FaqAccordion items={items} showAllLabel="Show all {count} questions" />);
    const [first, second] = screen.getAllByRole("button");
    const region = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(region(first).hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(region(first).hidden).toBe(false);
    fireEvent.click(second);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(region(first).hidden).toBe(true);
    expect(second.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(second);
    expect(second.getAttribute("aria-expanded")).toBe("false");
    expect(region(first).getAttribute("role")).toBe("region");
    expect(region(first).getAttribute("aria-labelledby")).toBe(first.id);
  });
});
