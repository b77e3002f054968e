import { describe, expect, it } from 'vitest';
import { placeOfIssueFromAddress } from './charity-place';

describe('place of issue from the registry address', () => {
  it('writes the registry capitals as the city writes its name, with the province code', () => {
    expect(placeOfIssueFromAddress({ city: 'TORONTO', province: 'ON' })).toBe('Toronto, ON');
    expect(placeOfIssueFromAddress({ city: 'SAINT-JEAN-SUR-RICHELIEU', province: 'qc' })).toBe(
      'Saint-Jean-sur-Richelieu, QC',
    );
    expect(placeOfIssueFromAddress({ city: "L'ASSOMPTION", province: 'QC' })).toBe("L'Assomption, QC");
    expect(placeOfIssueFromAddress({ city: 'NIAGARA-ON-THE-LAKE', province: 'ON' })).toBe(
      'Niagara-on-the-Lake, ON',
    );
  });

  it('keeps a mixed-case city as typed and gives nothing without city or province', () => {
    expect(placeOfIssueFromAddress({ city: 'Trois-Rivières', province: 'QC' })).toBe('Trois-Rivières, QC');
    expect(placeOfIssueFromAddress({ city: null, province: 'ON' })).toBeNull();
    expect(placeOfIssueFromAddress({ city: 'OTTAWA', province: ' ' })).toBeNull();
  });
});
