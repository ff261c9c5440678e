import React from "react";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { render } from "../helpers/renderInSite";
import { LeadForm } from "../../src/components/LeadForm";
import { FaqAccordion } from "../../src/components/FaqAccordion";
import { FAQ_SHOWN_FOLDED } from "../../src/constants";
import { EMPTY_LEAD, fieldsOf, leadPayload, sendLead } from "../../src/lib/lead";
import { OUTBOX_KEY } from "../../src/lib/outbox";
import { MIN_FILL_MS } from "../../src/constants";
import { siteContentIn } from "../helpers/siteData";

const data = siteContentIn();
afterEach(() => jest.restoreAllMocks());

describe("lead helpers", () => {
  it("orders a form's fields: name, email, phone, then the page's extras", () => {
    expect(fieldsOf([])).toEqual(["name", "email", "phone"]);
    expect(fieldsOf(["message", "company"])).toEqual(["name", "email", "phone", "company", "message"]);
    expect(fieldsOf(["complianceFramework", "company"])).toEqual(["name", "email", "phone", "company", "complianceFramework"]);
  });

  it("puts only the form's own fields, trimmed, with the page, its language and the time into the payload", () => {
    const values = { ...EMPTY_LEAD, name: " Ana Ruiz ", email: "ana@example.com", phone: "305 555 0100", message: "hidden" };
    const page = { path: "/services/it-support/", language: "en" };
    expect(leadPayload(values, ["name", "email", "phone"], page, new Date("2026-11-22T10:00:00Z"), "id-1")).toEqual({
      leadId: "id-1",
      name: "Ana Ruiz",
      email: "ana@example.com",
      phone: "305 555 0100",
      path: "/services/it-support/",
      language: "en",
      submittedAt: "2026-11-22T10:00:00.000Z",
    });
  });

  it("sends plain spaces where the page's words held no-break ones (a name kept together, copied into the message)", () => {
    const values = { ...EMPTY_LEAD, name: "Ana", email: "a@example.com", phone: "3055550100", message: "Our PCI\u00a0DSS scope" };
    const sent = leadPayload(values, ["name", "email", "phone", "message"], { path: "/", language: "en" }, new Date(0), "id-2");
    expect(sent.message).toBe("Our PCI DSS scope");
  });

  const payload = { path: "/", language: "en", submittedAt: "2026-11-22T10:00:00.000Z", name: "A" };

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
  const endpoint = "https://forms.example.net/x";
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  const fill = () => {
    type("Name", "Ana Ruiz");
    type("Email", "ana@example.com");
    type("Phone", "305 555 0100");
    type("Company", "Ruiz Law");
  };
  const TYPED = ["Ana Ruiz", "ana@example.com", "305 555 0100", "Ruiz Law"];
  const values = () => Array.from(document.querySelectorAll<HTMLInputElement>("form input:not([tabindex='-1'])")).map((el) => el.value);
  // Sends the form and waits until it has handled the lead (the outbox's work is asynchronous).
  const submit = async () => {
    await act(async () => {
      fireEvent.submit(document.querySelector("form")!);
    });
    await waitFor(() => expect(document.querySelector("form")!.getAttribute("aria-busy")).toBe("false"));
  };
  const notice = () => document.querySelector("#lead-form [aria-live] p");
  const mailLink = () => screen.getByRole("link", { name: data.site.forms.emailLink });
  const stored = () => JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? "[]") as { payload: Record<string, string> }[];
  const CONFIRMATION = "Thank you for your interest! We'll contact you within 24 hours about our VoIP services.";

  // The page's clock: each form is sent a person's pace after it was shown, unless a test says otherwise.
  let clock = 0;
  beforeEach(() => {
    localStorage.clear();
    clock = 100_000;
    jest.spyOn(performance, "now").mockImplementation(() => clock);
    jest.spyOn(window, "alert").mockImplementation(() => undefined);
  });
  const render_ = (props: { endpoint: string | null; phone?: string }) => {
    render(<LeadForm form={form} phone={props.phone ?? "(305) 555-0142"} endpoint={props.endpoint} />);
    clock += MIN_FILL_MS + 5_000;
  };

  it("without an endpoint sends nothing and says so, keeps what was typed, and offers the phone and an email holding it", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    render_({ endpoint: null });
    expect(screen.getByRole("alert").textContent).toBe("");
    fill();
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("");
    expect(notice()!.textContent).not.toMatch(/thank you/i);
    expect(notice()!.getAttribute("data-status")).toBe("unconnected");
    expect(values()).toEqual(TYPED);
    expect(screen.getByRole("link", { name: "(305) 555-0142" }).getAttribute("href")).toBe("tel:+13055550142");
    const href = mailLink().getAttribute("href")!;
    expect(href.startsWith(`mailto:${data.site.email}?subject=`)).toBe(true);
    const mail = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(mail.get("subject")).toBe(data.site.forms.mailSubject.replace("{heading}", "Get a quote"));
    expect(mail.get("body")).toBe(
      "Name: Ana Ruiz\nEmail: ana@example.com\nPhone: 305 555 0100\nCompany: Ruiz Law\nPage: http://localhost/",
    );
    expect(window.alert).not.toHaveBeenCalled();
  });

  it("keeps the lead in the outbox, sends it with its id, and on a 2xx answer confirms in place, takes the focus and empties the form", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    render_({ endpoint });
    fill();
    await submit();
    const confirmation = screen.getByRole("alert");
    expect(confirmation.textContent).toBe(CONFIRMATION);
    expect(document.activeElement).toBe(confirmation);
    expect(values()).toEqual(["", "", "", ""]);
    const body = JSON.parse(fetchMock.mock.calls[0][1].body);
    expect(body.leadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body).toMatchObject({ name: "Ana Ruiz", email: "ana@example.com", phone: "305 555 0100", company: "Ruiz Law", path: "/" });
    expect(stored()).toEqual([]);
    // Typing again starts a new lead: the old confirmation goes.
    type("Name", "Luis");
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("when sending fails, says the request is saved and will be sent, offers the phone and an email, and confirms once a later try delivers it", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: false });
    global.fetch = fetchMock as unknown as typeof fetch;
    render_({ endpoint });
    fill();
    await submit();
    expect(notice()!.getAttribute("data-status")).toBe("kept");
    expect(notice()!.textContent).toContain("saved");
    expect(screen.getByRole("alert").textContent).toBe("");
    expect(values()).toEqual(TYPED);
    expect(screen.getByRole("link", { name: "(305) 555-0142" }).getAttribute("href")).toBe("tel:+13055550142");
    expect(mailLink().getAttribute("href")).toContain(encodeURIComponent("Ruiz Law"));
    const [kept] = stored();
    expect(kept.payload).toMatchObject({ name: "Ana Ruiz", leadId: JSON.parse(fetchMock.mock.calls[0][1].body).leadId });

    // Back online: the outbox tries again at once, and the form hears that its lead arrived.
    fetchMock.mockResolvedValue({ ok: true });
    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await screen.findByText(CONFIRMATION);
    expect(stored()).toEqual([]);
    expect(new Set(fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body).leadId)).size).toBe(1);
    expect(values()).toEqual(["", "", "", ""]);
  });

  it("sends a kept request pressed again as the same lead, with what the visitor changed", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: false });
    global.fetch = fetchMock as unknown as typeof fetch;
    render_({ endpoint });
    fill();
    await submit();
    type("Company", "Ruiz & Vega Law");
    fetchMock.mockResolvedValue({ ok: true });
    await submit();
    expect(screen.getByRole("alert").textContent).toBe(CONFIRMATION);
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body));
    expect(bodies).toHaveLength(2);
    expect(bodies[1].leadId).toBe(bodies[0].leadId);
    expect(bodies[1].company).toBe("Ruiz & Vega Law");
  });

  it("when the browser can store nothing and sending fails, says it was not sent and keeps every field", async () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    global.fetch = jest.fn().mockResolvedValue({ ok: false }) as unknown as typeof fetch;
    render_({ endpoint });
    fill();
    await submit();
    expect(notice()!.getAttribute("data-status")).toBe("failed");
    expect(notice()!.textContent).not.toContain("saved in this browser");
    expect(values()).toEqual(TYPED);
    expect(mailLink().getAttribute("href")).toContain("mailto:");
  });

  it("drops a submission whose honeypot is filled without calling the endpoint, as if it were sent", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    render_({ endpoint });
    fill();
    fireEvent.change(document.querySelector('input[name="website_url"]')!, { target: { value: "spam" } });
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored()).toEqual([]);
    expect(screen.getByRole("alert").textContent).toBe(CONFIRMATION);
  });

  it("drops a form sent less than 2 s after it was shown, as a program's, without calling the endpoint", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<LeadForm form={form} phone="(305) 555-0142" endpoint={endpoint} />);
    fill();
    clock += MIN_FILL_MS - 1;
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored()).toEqual([]);
    expect(screen.getByRole("alert").textContent).toBe(CONFIRMATION);
  });

  it("lets the browser send the form to the endpoint, never into the address bar, when the page's script never runs", () => {
    render_({ endpoint });
    const native = document.querySelector("form")!;
    expect([native.method, native.getAttribute("action"), native.getAttribute("enctype")]).toEqual(["post", endpoint, null]);
  });

  it("without an endpoint, lets the browser send the form to the company's email address when the page's script never runs", () => {
    render_({ endpoint: null });
    const native = document.querySelector("form")!;
    expect([native.method, native.getAttribute("action"), native.getAttribute("enctype")]).toEqual([
      "post",
      `mailto:${data.site.email}`,
      "text/plain",
    ]);
  });
});

describe("FaqAccordion", () => {
  const items = [
    { question: "First question?", answer: "First answer, long enough to read." },
    { question: "Second question?", answer: "Second answer, long enough to read." },
  ];
  // The browser itself keeps one answer open (`<details name>`), which jsdom does not: the browser
  // tests (__tests__/browser/faq.test.ts) check that behavior; these check the markup it rests on.
  it("makes each question a <details> of one name, its question a heading in its summary and its answer beside it", () => {
    const { container } = render(<FaqAccordion items={items} showAllLabel="Show all {count} questions" />);
    const questions = Array.from(container.querySelectorAll("details"));
    expect(questions).toHaveLength(items.length);
    expect(new Set(questions.map((details) => details.getAttribute("name"))).size).toBe(1);
    expect(questions[0].getAttribute("name")).toBeTruthy();
    questions.forEach((details, index) => {
      expect(details.open).toBe(false);
      expect(details.querySelector("summary h3")?.textContent).toBe(items[index].question);
      expect(details.querySelector(":scope > summary + div")?.textContent).toBe(items[index].answer);
    });
  });

  it("folds a long list after its first questions behind one summary that names how many there are", () => {
    const many = Array.from({ length: FAQ_SHOWN_FOLDED + 3 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}.` }));
    const { container } = render(<FaqAccordion items={many} showAllLabel="Show all {count} questions" />);
    const accordion = container.firstElementChild!;
    const shown = accordion.querySelectorAll(":scope > details[name]");
    expect(shown).toHaveLength(FAQ_SHOWN_FOLDED);
    const more = accordion.querySelector(":scope > details:not([name])")!;
    expect(more.querySelector(":scope > summary")?.textContent).toBe(`Show all ${many.length} questions`);
    expect(Array.from(more.querySelectorAll(":scope > details[name] h3")).map((h) => h.textContent)).toEqual(
      many.slice(FAQ_SHOWN_FOLDED).map((item) => item.question),
    );
    // One name for every question, folded or not: one answer open in the whole list.
    expect(more.querySelector("details[name]")!.getAttribute("name")).toBe(shown[0].getAttribute("name"));
  });

  it("does not fold a list that has one question more than it shows folded", () => {
    const few = Array.from({ length: FAQ_SHOWN_FOLDED + 1 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}.` }));
    const { container } = render(<FaqAccordion items={few} showAllLabel="Show all {count} questions" />);
    expect(container.querySelectorAll("details[name]")).toHaveLength(few.length);
    expect(container.querySelector("details:not([name])")).toBeNull();
  });
});
