/**
 * The simple sections of the listing editor: plain fields laid out in columns. Lists (engines, equipment,
 * features, photos) and the brand/model comboboxes have their own components.
 */

import { HULL_MATERIALS, KEEL_TYPES, VAT_STATUSES } from "@keel/contracts/boat-codes";
import { CURRENCIES } from "@keel/contracts/countries";
import { LOCALES } from "@keel/contracts/locales";
import { formatPrice } from "#app/lib/format.ts";
import { useT } from "#app/lib/i18n.ts";
import { LOCALE_NAMES } from "#app/lib/locale.ts";
import { currencySymbol, toMinorUnits } from "#app/lib/money.ts";
import { lengthSymbol } from "#app/lib/units.ts";
import { parseDecimal } from "#app/ui/form/number-input.ts";
import { BrandModelFields } from "./brand-model-fields.tsx";
import { DescriptionTabs } from "./description-tabs.tsx";
import { useEditor } from "./editor-context.tsx";
import { CheckboxInput, CountrySelect, SelectInput, TextArea, TextInput } from "./editor-fields.tsx";
import { EditorSection } from "./editor-section.tsx";

function useCatalogOptions(list: "boatTypes" | "conditions" | "availabilities") {
  const { catalog } = useEditor();
  return (catalog?.[list] ?? []).map((option) => ({ value: String(option.id), label: option.label }));
}

function useCodeOptions(codes: readonly string[], prefix: string) {
  const t = useT();
  return codes.map((code) => ({ value: code, label: t(`${prefix}.${code}`) }));
}

export function IdentitySection() {
  const t = useT();
  const choose = t("editor.choose");
  return (
    <EditorSection id="identity">
      <TextInput
        name="title"
        label={t("editor.field.title")}
        hint={t("editor.hint.title")}
        maxLength={140}
        className="sm:col-span-2 lg:col-span-3"
      />
      <SelectInput
        name="boatTypeId"
        label={t("editor.field.boatTypeId")}
        options={useCatalogOptions("boatTypes")}
        blank={choose}
      />
      <SelectInput
        name="conditionId"
        label={t("editor.field.conditionId")}
        options={useCatalogOptions("conditions")}
        blank={choose}
      />
      <SelectInput
        name="availabilityId"
        label={t("editor.field.availabilityId")}
        options={useCatalogOptions("availabilities")}
        blank={choose}
      />
      <BrandModelFields />
      <TextInput name="yearBuilt" label={t("editor.field.yearBuilt")} numeric="int" maxLength={4} />
      <TextInput name="modelYear" label={t("editor.field.modelYear")} numeric="int" maxLength={4} />
      <TextInput name="lastRefitYear" label={t("editor.field.lastRefitYear")} numeric="int" maxLength={4} />
      <TextInput name="designer" label={t("editor.field.designer")} maxLength={80} />
      <TextInput name="boatName" label={t("editor.field.boatName")} maxLength={80} />
      <TextInput name="hin" label={t("editor.field.hin")} hint={t("editor.hint.hin")} maxLength={40} />
      <CountrySelect name="flag" label={t("editor.field.flag")} />
      <CountrySelect name="builtIn" label={t("editor.field.builtIn")} />
      <TextInput name="stockCodePublic" label={t("editor.field.stockCodePublic")} maxLength={40} />
      <TextInput
        name="stockCodePrivate"
        label={t("editor.field.stockCodePrivate")}
        hint={t("editor.hint.stockCodePrivate")}
        maxLength={40}
      />
    </EditorSection>
  );
}

export function PriceSection() {
  const t = useT();
  const { values, locale } = useEditor();
  const amount = parseDecimal(values.priceAmount, locale);
  const preview =
    typeof amount === "number" && !Number.isNaN(amount)
      ? formatPrice(toMinorUnits(amount, values.currency), values.currency, locale)
      : null;
  return (
    <EditorSection id="price">
      <TextInput
        name="priceAmount"
        label={t("editor.field.priceAmount")}
        numeric="decimal"
        unit={currencySymbol(values.currency, locale)}
        hint={preview ? t("editor.hint.pricePreview", { price: preview }) : t("editor.hint.price")}
      />
      <SelectInput
        name="currency"
        label={t("editor.field.currency")}
        options={CURRENCIES.map((code) => ({ value: code, label: code }))}
      />
      <SelectInput
        name="vatStatus"
        label={t("editor.field.vatStatus")}
        options={useCodeOptions(VAT_STATUSES, "editor.vatStatus")}
        blank={t("editor.choose")}
      />
      <CountrySelect name="vatCountry" label={t("editor.field.vatCountry")} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <CheckboxInput name="isVatIncluded" label={t("editor.field.isVatIncluded")} />
        <CheckboxInput
          name="isPriceOnRequest"
          label={t("editor.field.isPriceOnRequest")}
          hint={t("editor.hint.isPriceOnRequest")}
        />
      </div>
    </EditorSection>
  );
}

export function LocationSection() {
  const t = useT();
  return (
    <EditorSection id="location">
      <CountrySelect name="country" label={t("editor.field.country")} />
      <TextInput name="region" label={t("editor.field.region")} maxLength={80} />
      <TextInput name="city" label={t("editor.field.city")} maxLength={80} />
      <TextInput
        name="latitude"
        label={t("editor.field.latitude")}
        numeric="decimal"
        hint={t("editor.hint.latitude")}
      />
      <TextInput
        name="longitude"
        label={t("editor.field.longitude")}
        numeric="decimal"
        hint={t("editor.hint.longitude")}
      />
    </EditorSection>
  );
}

export function DimensionsSection() {
  const t = useT();
  const { unit } = useEditor();
  const symbol = lengthSymbol(unit);
  const field = (
    name: "lengthM" | "waterlineLengthM" | "beamM" | "draftMinM" | "draftMaxM" | "airDraftM",
  ) => <TextInput key={name} name={name} label={t(`editor.field.${name}`)} numeric="decimal" unit={symbol} />;
  return (
    <EditorSection
      id="dimensions"
      description={unit === "imperial" ? t("editor.hint.unitsImperial") : t("editor.hint.unitsMetric")}
    >
      {field("lengthM")}
      {field("waterlineLengthM")}
      {field("beamM")}
      {field("draftMinM")}
      {field("draftMaxM")}
      {field("airDraftM")}
    </EditorSection>
  );
}

export function WeightsSection() {
  const t = useT();
  return (
    <EditorSection id="weights">
      <TextInput name="displacementKg" label={t("editor.field.displacementKg")} numeric="int" unit="kg" />
      <TextInput name="dryWeightKg" label={t("editor.field.dryWeightKg")} numeric="int" unit="kg" />
      <TextInput name="ballastKg" label={t("editor.field.ballastKg")} numeric="int" unit="kg" />
    </EditorSection>
  );
}

export function BuildSection() {
  const t = useT();
  const choose = t("editor.choose");
  return (
    <EditorSection id="build">
      <SelectInput
        name="hullMaterial"
        label={t("editor.field.hullMaterial")}
        options={useCodeOptions(HULL_MATERIALS, "editor.hullMaterial")}
        blank={choose}
      />
      <TextInput name="hullColour" label={t("editor.field.hullColour")} maxLength={40} />
      <TextInput name="hullShape" label={t("editor.field.hullShape")} maxLength={40} />
      <TextInput name="deckMaterial" label={t("editor.field.deckMaterial")} maxLength={40} />
      <SelectInput
        name="keelType"
        label={t("editor.field.keelType")}
        options={useCodeOptions(KEEL_TYPES, "editor.keelType")}
        blank={choose}
      />
      <TextInput name="steering" label={t("editor.field.steering")} maxLength={40} />
      <fieldset className="flex flex-col gap-3 sm:col-span-2 lg:col-span-3">
        <legend className="mb-2 text-sm font-medium">{t("editor.field.onBoard")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckboxInput name="hasFlybridge" label={t("editor.field.hasFlybridge")} />
          <CheckboxInput name="hasGenerator" label={t("editor.field.hasGenerator")} />
          <CheckboxInput name="hasBowThruster" label={t("editor.field.hasBowThruster")} />
          <CheckboxInput name="hasSternThruster" label={t("editor.field.hasSternThruster")} />
        </div>
      </fieldset>
    </EditorSection>
  );
}

export function PerformanceSection() {
  const t = useT();
  return (
    <EditorSection id="performance">
      <TextInput
        name="cruisingSpeedKn"
        label={t("editor.field.cruisingSpeedKn")}
        numeric="decimal"
        unit="kn"
      />
      <TextInput name="maxSpeedKn" label={t("editor.field.maxSpeedKn")} numeric="decimal" unit="kn" />
      <TextInput name="rangeNm" label={t("editor.field.rangeNm")} numeric="int" unit="NM" />
      <TextInput
        name="fuelConsumptionLph"
        label={t("editor.field.fuelConsumptionLph")}
        numeric="decimal"
        unit="L/h"
      />
      <TextInput name="fuelTankL" label={t("editor.field.fuelTankL")} numeric="int" unit="L" />
      <TextInput name="waterTankL" label={t("editor.field.waterTankL")} numeric="int" unit="L" />
      <TextInput name="holdingTankL" label={t("editor.field.holdingTankL")} numeric="int" unit="L" />
    </EditorSection>
  );
}

export function AccommodationSection() {
  const t = useT();
  return (
    <EditorSection id="accommodation">
      <TextInput name="cabins" label={t("editor.field.cabins")} numeric="int" />
      <TextInput name="berths" label={t("editor.field.berths")} numeric="int" />
      <TextInput name="bathrooms" label={t("editor.field.bathrooms")} numeric="int" />
      <TextInput name="showers" label={t("editor.field.showers")} numeric="int" />
      <TextInput name="passengers" label={t("editor.field.passengers")} numeric="int" />
    </EditorSection>
  );
}

export function MediaSection() {
  const t = useT();
  return (
    <EditorSection id="media">
      <TextInput
        name="videoUrl"
        label={t("editor.field.videoUrl")}
        type="url"
        placeholder="https://"
        hint={t("editor.hint.https")}
        maxLength={300}
        className="sm:col-span-2 lg:col-span-3"
      />
      <TextInput
        name="virtualTourUrl"
        label={t("editor.field.virtualTourUrl")}
        type="url"
        placeholder="https://"
        hint={t("editor.hint.https")}
        maxLength={300}
        className="sm:col-span-2 lg:col-span-3"
      />
    </EditorSection>
  );
}

export function DescriptionSection() {
  const t = useT();
  return (
    <EditorSection id="description" grid={false}>
      <SelectInput
        name="language"
        label={t("editor.field.language")}
        hint={t("editor.hint.language")}
        options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
        className="max-w-xs"
      />
      <DescriptionTabs />
      <TextArea
        name="knownDefects"
        label={t("editor.field.knownDefects")}
        hint={t("editor.hint.knownDefects")}
        rows={3}
        maxLength={4000}
      />
    </EditorSection>
  );
}
