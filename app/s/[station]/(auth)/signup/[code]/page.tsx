// /signup/{code} is the spec's other address for sign-up with an invitation code: the same page.
export { default, metadata } from "../../cadastrar/[code]/page";
