/** A professional's facts in words of the page's language (made on the server: professional-view.server.ts). */
export interface ProfessionalLabels {
  /** "Hyères, France". */
  place: string;
  /** Spoken languages, named and in the team's order. */
  languages: string[];
  /** The same as one phrase: "English, French and Italian". */
  languageList: string;
  /** "March 2019". */
  memberSince: string;
}
