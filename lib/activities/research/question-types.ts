// Question kinds of a survey (1 single, 2 multiple, 3 free text; 6 video upload).
// Kept apart from the table definitions so client components can import them.
export const QUESTION_SINGLE = 1;
export const QUESTION_MULTIPLE = 2;
export const QUESTION_TEXT = 3;
export const QUESTION_VIDEO = 6;
