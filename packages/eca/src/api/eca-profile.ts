import { ecaApiRoutes as routes } from "@campus/contract";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/**
 * A student's profile: the family's own (no id), or the student a teacher or the office chose;
 * of one school year (the current one by default).
 */
export const useEcaProfile = ({
  studentId,
  schoolYear,
  enabled = true,
}: {
  studentId?: number;
  schoolYear?: number;
  enabled?: boolean;
}) =>
  ecaApi.useEndpointQuery(
    routes.ecaProfile,
    { student_id: studentId, school_year: schoolYear },
    { key: ["profile"], placeholderData: keepPreviousData, enabled },
  );
