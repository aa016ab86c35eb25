// A task written out for a page: its day in the staff member's language, whether it is overdue or
// due today (the agency's days), and what it follows up (a request, a visit), named on the page.
import { dateTimeFormat } from "../../i18n/dates.ts";
import type { Language } from "../../i18n/languages.ts";
import type { TaskView } from "../../shared/admin-task-view.ts";
import type { taskList } from "./tasks.ts";

type TaskRow = Awaited<ReturnType<typeof taskList>>["rows"][number];

export function taskView(task: TaskRow, today: string, language: Language): TaskView {
  const day = dateTimeFormat(language, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const visitDay = dateTimeFormat(language, { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" });
  return {
    id: task.id,
    title: task.title,
    dueOn: task.dueOn,
    dueLabel: day.format(new Date(`${task.dueOn}T12:00:00Z`)),
    overdue: task.doneAt === null && task.dueOn < today,
    today: task.dueOn === today,
    done: task.doneAt !== null,
    assigneeName: task.assigneeName,
    lead: task.leadId === null ? null : { id: task.leadId, name: task.leadName || "" },
    visit:
      task.visitSlotId === null || task.visitStartsAt === null
        ? null
        : {
            slotId: task.visitSlotId,
            when: visitDay.format(task.visitStartsAt),
            property: task.visitPropertyReference,
          },
  };
}
